/**
 * The product's languages (issue 29, docs/decisions/0092-languages.md) and the public site's
 * addresses per language: English at `/…`, Gujarati at `/gu/…`, Hindi at `/hi/…`. Zod-free and
 * small: the site's header imports it on every page.
 */
import { FORMAT_LOCALES, type FormatLocale } from "./format-numbers.ts";

export const LANGUAGES = FORMAT_LOCALES;
export type Language = FormatLocale;

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in its own script: what the language switcher shows. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  gu: "ગુજરાતી",
  hi: "हिन्दी",
};

/** `<html lang>` and `hreflang`: the languages' BCP 47 tags. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en", gu: "gu", hi: "hi" };

/** Open Graph's `og:locale` of each language. */
export const OG_LOCALES: Record<Language, string> = { en: "en_IN", gu: "gu_IN", hi: "hi_IN" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The public pages that exist in Gujarati and Hindi as well (each at `/gu/…` and `/hi/…`). A
 * page joins this list when its texts are in every catalogue (packages/contract/src/messages).
 */
export const TRANSLATED_PATHS = [
  "/",
  "/contact",
  "/partner-program",
  "/aboutus",
  "/services",
  "/service-1",
  "/service-2",
  "/service-3",
  "/products",
  "/campaign",
  "/our-supporter",
  "/awards",
  "/reference-and-support",
  "/blog",
  "/privacy-policy",
  "/term-and-condition",
] as const;

/**
 * Every blog post, `/blog/<slug>`, is in Gujarati and Hindi too: each English post has its
 * translations beside it (web/content/blog/gu, …/hi; a test fails when one is missing). The
 * posts are files of the web, so they are not listed here.
 */
const BLOG_POST_PATH = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isTranslatedPath(path: string): boolean {
  return (TRANSLATED_PATHS as readonly string[]).includes(path) || BLOG_POST_PATH.test(path);
}

/** "/contact/" → "/contact" (prerendering renders a page at its path with a trailing slash). */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");

/** "/gu/contact" → "gu"; "/contact", "/guide" → "en". */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1] ?? "";
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The page a path shows, without its language: "/gu/contact" → "/contact"; "/gu" → "/". */
export function pagePathOf(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  const language = languageOfPath(path);
  if (language === DEFAULT_LANGUAGE) return path;
  return path.slice(language.length + 1) || "/";
}

/** A page's path in a language: ("/contact", "gu") → "/gu/contact"; ("/", "hi") → "/hi". */
export function pathIn(pagePath: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return pagePath;
  return pagePath === "/" ? `/${language}` : `/${language}${pagePath}`;
}

/**
 * Where a link to `pagePath` leads on a page in `language`: the page in that language when it is
 * translated, else the English page (a link is never to a page that does not exist).
 */
export function linkIn(pagePath: string, language: Language): string {
  const [path = "/", hash] = pagePath.split("#");
  const target = isTranslatedPath(path) ? pathIn(path, language) : path;
  return hash === undefined ? target : `${target}#${hash}`;
}

/**
 * The public paths prerendered in Gujarati and Hindi: "/gu", "/gu/contact", "/hi", … (the blog
 * posts' are added by the web's build, which knows the posts).
 */
export const LOCALIZED_PATHS: readonly string[] = LANGUAGES.filter(
  (language) => language !== DEFAULT_LANGUAGE,
).flatMap((language) => TRANSLATED_PATHS.map((path) => pathIn(path, language)));
