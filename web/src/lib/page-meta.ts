import { BRAND } from "@filtercycle/contract/brand";
import {
  DEFAULT_LANGUAGE,
  isTranslatedPath,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  OG_LOCALES,
  pathIn,
} from "@filtercycle/contract/languages";
import type { MetaDescriptor } from "react-router";

export const DEFAULT_DESCRIPTION = BRAND.oneLiner;

/**
 * The site's public address, for canonical URLs, Open Graph tags and the sitemap. A build
 * setting (`VITE_SITE_URL`), because the pages are prerendered: the address is written into
 * the HTML at build time.
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || "http://localhost:3000").replace(
  /\/+$/,
  "",
);

/** The picture social networks show for a shared link (1200 × 630; SVG is not accepted there). */
export const SOCIAL_IMAGE = {
  path: "/social-card.jpg",
  width: 1200,
  height: 630,
  alt: `${BRAND.name}: cigarette butts collected at kiosks and recycled into Eco-Art`,
} as const;

/** `/services` → `https://example.com/services`. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
}

type MetaTags = [{ title: string }, { name: "description"; content: string }];

/** The `meta` of an app screen (dashboard, login, admin): "<name> | Filtercycle" and a description. */
export function pageMeta(name: string, description: string = DEFAULT_DESCRIPTION): MetaTags {
  return [{ title: `${name} | ${BRAND.name}` }, { name: "description", content: description }];
}

export type PublicPageMeta = {
  /** The page's name: the title becomes "<title> | Filtercycle" (unless `fullTitle`). */
  title: string;
  description: string;
  /** The page's path in English, e.g. "/services": its canonical URL (in `language`). */
  path: string;
  /** The page's language (English by default): its canonical URL is the page in that language. */
  language?: Language;
  /** The social picture's description in the page's language (English by default). */
  imageAlt?: string;
  /** The whole title as given (the home page leads with the brand). */
  fullTitle?: boolean;
  /** A blog post is an article, with its dates. */
  article?: { publishedTime: string; modifiedTime?: string; author: string };
};

/**
 * The `meta` of a public page: title, description, canonical URL, Open Graph and Twitter card
 * tags, so a search result or a shared link shows the page's own title, text and picture.
 */
export function publicPageMeta(page: PublicPageMeta): MetaDescriptor[] {
  const title = page.fullTitle ? page.title : `${page.title} | ${BRAND.name}`;
  const language = page.language ?? DEFAULT_LANGUAGE;
  const url = absoluteUrl(pathIn(page.path, language));
  const imageAlt = page.imageAlt ?? SOCIAL_IMAGE.alt;
  const image = absoluteUrl(SOCIAL_IMAGE.path);
  const article = page.article;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(page.path),
    { property: "og:site_name", content: BRAND.name },
    { property: "og:locale", content: OG_LOCALES[language] },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(article
      ? [
          { property: "article:published_time", content: article.publishedTime },
          { property: "article:author", content: article.author },
          ...(article.modifiedTime
            ? [{ property: "article:modified_time", content: article.modifiedTime }]
            : []),
        ]
      : []),
  ];
}

/**
 * A translated page's `hreflang` alternates: the page in every language, and English as the
 * `x-default` (issue 29). A page only in English has none.
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  if (!isTranslatedPath(path)) return [];
  return [
    ...LANGUAGES.map((language) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: LANGUAGE_TAGS[language],
      href: absoluteUrl(pathIn(path, language)),
    })),
    {
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(pathIn(path, DEFAULT_LANGUAGE)),
    },
  ];
}
