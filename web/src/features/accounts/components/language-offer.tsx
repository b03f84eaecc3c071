import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from "@filtercycle/contract/languages";
import type { AppTexts } from "@filtercycle/contract/messages/app";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button";
import { loadAppTexts, useAppTexts } from "#web/lib/app-texts";
import { useAccountSettings, useSaveAccountLanguage } from "../hooks/use-account-language";
import { languageToOffer } from "../utils/account-language";

/**
 * The first signed-in visit of a login that has not chosen a language, on a browser that prefers
 * Gujarati or Hindi (or a device whose login page was switched to one): one line, asked in that
 * language, "Filtercycle ગુજરાતીમાં જોવું છે?", with Yes and, in English, No. Either answer is
 * saved as the login's choice (PATCH /api/account), so it is asked once (issue 29; decision 0093).
 */
export function LanguageOffer() {
  const account = useAccountSettings();
  const save = useSaveAccountLanguage();
  const english = useAppTexts();
  const [offered] = useState(languageToOffer);
  const [texts, setTexts] = useState<AppTexts | null>(null);
  const undecided = account.data?.language === null;

  useEffect(() => {
    if (!offered || !undecided) return;
    let current = true;
    loadAppTexts(offered).then(
      (loaded) => {
        if (current) setTexts(loaded);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [offered, undecided]);

  if (!offered || !undecided || !texts) return null;
  return (
    <section
      aria-label={texts.account["offer.question"]}
      lang={LANGUAGE_TAGS[offered]}
      className="border-b border-leaf/30 bg-leaf/10"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <p className="font-semibold text-forest">{texts.account["offer.question"]}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" busy={save.isPending} onClick={() => save.mutate(offered)}>
            {texts.account["offer.yes"]}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]}
            disabled={save.isPending}
            onClick={() => save.mutate(DEFAULT_LANGUAGE)}
          >
            {english.account["offer.no"]}
          </Button>
        </div>
      </div>
    </section>
  );
}
