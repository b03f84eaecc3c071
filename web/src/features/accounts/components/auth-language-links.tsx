import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from "@filtercycle/contract/languages";
import { Link, useLocation } from "react-router";
import { useAppLanguage } from "#web/lib/app-language";
import { useAppTexts } from "#web/lib/app-texts";
import { authLinkClass } from "./auth-layout";

/**
 * "English · ગુજરાતી · हिन्दी" under the screens before login (issue 29): each the same screen
 * with `?lang=`, which the screen's loader remembers on this device. Each name is written in its
 * own script and marked with its language.
 */
export function AuthLanguageLinks() {
  const { pathname, search } = useLocation();
  const shown = useAppLanguage();
  const t = useAppTexts().auth;
  const hrefOf = (language: string) => {
    const params = new URLSearchParams(search);
    params.set("lang", language);
    return `${pathname}?${params}`;
  };
  return (
    <nav aria-label={t["languages.label"]} className="mt-4">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 font-language-names">
        {LANGUAGES.map((language) => (
          <li key={language}>
            {language === shown ? (
              <span lang={LANGUAGE_TAGS[language]} aria-current="true" className="font-semibold">
                {LANGUAGE_NAMES[language]}
              </span>
            ) : (
              <Link
                to={hrefOf(language)}
                lang={LANGUAGE_TAGS[language]}
                hrefLang={LANGUAGE_TAGS[language]}
                className={authLinkClass}
              >
                {LANGUAGE_NAMES[language]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
