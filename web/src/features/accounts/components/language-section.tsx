import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
} from "@filtercycle/contract/languages";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { useAppLanguage } from "#web/lib/app-language";
import { appTextsOf, useAppTexts } from "#web/lib/app-texts";
import { useSaveAccountLanguage } from "../hooks/use-account-language";
import { AccountSection, SectionNotice } from "./account-section";

/**
 * /account's language choice (issue 29): English, ગુજરાતી, हिन्दी, each name in its own script.
 * Saving changes the login's language (PATCH /api/account): every screen and the e-mails we send
 * it. The page turns to the new language at once and says so in it.
 */
export function LanguageSection() {
  const t = useAppTexts().account;
  const shown = useAppLanguage();
  const save = useSaveAccountLanguage();
  const [choice, setChoice] = useState<Language | null>(null);
  const [notice, setNotice] = useState<"saved" | "failed" | null>(null);
  // The language shown is the login's (the signed-in layout applied it): no request here.
  const chosen = choice ?? shown;

  return (
    <AccountSection heading={t["language.heading"]} intro={t["language.intro"]}>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(null);
          save.mutate(chosen, {
            onSuccess: () => setNotice("saved"),
            onError: () => setNotice("failed"),
          });
        }}
      >
        <fieldset>
          <legend className="sr-only">{t["language.heading"]}</legend>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LANGUAGES.map((language) => (
              <li key={language}>
                <label className="flex cursor-pointer items-center gap-2 rounded-lg px-1 py-1.5">
                  <input
                    type="radio"
                    name="language"
                    value={language}
                    checked={chosen === language}
                    onChange={() => setChoice(language)}
                    className="size-5 accent-forest focus-ring"
                  />
                  <span lang={LANGUAGE_TAGS[language]} className="font-language-names">
                    {LANGUAGE_NAMES[language]}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div>
          <Button type="submit" busy={save.isPending}>
            {t["language.save"]}
          </Button>
        </div>
      </form>
      <SectionNotice
        notice={
          notice === "saved"
            ? { tone: "success", text: appTextsOf(shown).account["language.saved"] }
            : notice === "failed"
              ? { tone: "error", text: t["language.failed"] }
              : null
        }
      />
    </AccountSection>
  );
}
