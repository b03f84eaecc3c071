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
  landmark = true,
}: {
  pathname: string;
  tone?: "dark" | "light";
  /**
   * The header's switcher is the page's "Language" navigation; the footer's repeats its links
   * as a named group, not a second landmark of the same name (axe: landmark-unique).
   */
  landmark?: boolean;
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
  const list = (
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
  );
  return landmark ? (
    <nav aria-label={label}>{list}</nav>
  ) : (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; these are links.
    <div role="group" aria-label={label}>
      {list}
    </div>
  );
}

/** Public pages offer the switcher; the signed-in screens (not translated yet) do not. */
export function offersLanguages(pathname: string): boolean {
  return !isClientOnlyPath(pagePathOf(pathname));
}
