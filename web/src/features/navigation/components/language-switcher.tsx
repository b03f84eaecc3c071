import {
  isTranslatedPath,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  languageOfPath,
  pagePathOf,
  pathIn,
} from "@filtercycle/contract/languages";
import { isClientOnlyPath } from "@filtercycle/contract/routes";
import { useSiteTexts } from "#web/lib/site-texts";

/**
 * English, ગુજરાતી, हिन्दी: plain links (they work before and without JavaScript, and load the
 * page whole, with its language's font), each to this page in that language, or to that
 * language's home page where this page is only in English.
 */
export function LanguageSwitcher({
  pathname,
  tone = "dark",
}: {
  pathname: string;
  tone?: "dark" | "light";
}) {
  const current = languageOfPath(pathname);
  const label = useSiteTexts()["languages.label"];
  const page = pagePathOf(pathname);
  const target = (language: Language) =>
    isTranslatedPath(page) || language === "en" ? pathIn(page, language) : pathIn("/", language);
  const link =
    tone === "light"
      ? "text-white/80 hover:text-white focus-visible:outline-white"
      : "text-ink/75 hover:text-forest";
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={target(language)}
              hrefLang={LANGUAGE_TAGS[language]}
              lang={LANGUAGE_TAGS[language]}
              aria-current={language === current ? "true" : undefined}
              className={`rounded-sm font-language-names underline-offset-4 focus-ring ${link} ${
                language === current ? "font-semibold underline" : "hover:underline"
              }`}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Public pages offer the switcher; the signed-in screens (not translated yet) do not. */
export function offersLanguages(pathname: string): boolean {
  return !isClientOnlyPath(pagePathOf(pathname));
}
