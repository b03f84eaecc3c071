import { BRAND } from "@filtercycle/contract/brand";
import { formatDayLong } from "@filtercycle/contract/format";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  linkIn,
} from "@filtercycle/contract/languages";
import { Marked } from "marked";
import type { BlogPost, BlogPostSummary, LegalDocument } from "../types";
import { blogSlugOf, type FrontMatter, parseFrontMatter } from "../utils/front-matter";

/**
 * Build-time only (`.server.ts`: React Router keeps it out of the browser bundle). The route
 * loaders that use it run while the pages are prerendered, so the Markdown parser is never sent
 * to a browser: the pages get HTML, and client-side navigation gets the prerendered `.data` file.
 */

// Bundled into the prerender build; the files are read when the site is built, not at run time.
// English beside its translations: `blog/<slug>.md`, `blog/gu/<slug>.md`, `blog/hi/<slug>.md`
// (docs/decisions/0092-languages.md, amendment of 2026-11-27).
const BLOG_FILES = import.meta.glob<string>(["/content/blog/*.md", "/content/blog/*/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const LEGAL_FILES = import.meta.glob<string>(["/content/legal/*.md", "/content/legal/*/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Where a document's text in `language` is: "/content/blog/gu/x.md" for ("blog", "x.md", "gu"). */
export function contentFile(folder: "blog" | "legal", name: string, language: Language): string {
  return language === DEFAULT_LANGUAGE
    ? `/content/${folder}/${name}`
    : `/content/${folder}/${language}/${name}`;
}

/** `{{legalName}}` etc. in the Markdown become the brand strings, so a deployer edits one file. */
const BRAND_FIELDS: Record<string, string> = {
  name: BRAND.name,
  legalName: BRAND.legalName,
  email: BRAND.email,
  phone: BRAND.phone,
  postalAddress: BRAND.postalAddress,
};

function fillBrand(text: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = BRAND_FIELDS[key];
    if (value === undefined) throw new Error(`Unknown placeholder ${whole} in the site content.`);
    return value;
  });
}

/** "Your rights" → "your-rights": an English heading's anchor. */
function anchorOf(html: string): string {
  return html
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Markdown → HTML in `language`. Section headings get ids, so a page can link to
 * "#your-rights"; a translation's headings take the English document's ids in order
 * (`headingIds`), so an anchor reaches the same section in every language. Links to the site's
 * pages lead to the page in the document's language where it is translated (`linkIn`).
 */
export function renderMarkdown(
  markdown: string,
  language: Language = DEFAULT_LANGUAGE,
  headingIds?: readonly string[],
): string {
  let headingIndex = 0;
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        const id = headingIds ? headingIds[headingIndex] : anchorOf(text);
        headingIndex += 1;
        if (!id) throw new Error(`No anchor for the heading "${text}" (is a heading missing?).`);
        return `<h${depth} id="${id}">${text}</h${depth}>\n`;
      },
      // Links off the site open in the same tab but say where they go (rel for privacy).
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const target = href.startsWith("/") ? linkIn(href, language) : href;
        const attributes = [
          `href="${target}"`,
          title ? `title="${title}"` : "",
          external ? 'rel="noopener noreferrer"' : "",
        ]
          .filter(Boolean)
          .join(" ");
        return `<a ${attributes}>${text}</a>`;
      },
    },
  });
  return marked.parse(fillBrand(markdown), { async: false });
}

/** The ids the English document's headings get, in order. */
function headingIdsOf(markdown: string): string[] {
  return [...renderMarkdown(markdown).matchAll(/<h\d id="([^"]*)">/g)].map((m) => m[1] ?? "");
}

function required(data: FrontMatter, key: string, file: string): string {
  const value = data[key];
  if (!value) throw new Error(`${file}: front matter needs "${key}".`);
  return value;
}

function isoDate(data: FrontMatter, key: string, file: string): string {
  const value = required(data, key, file);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`${file}: "${key}" must be YYYY-MM-DD.`);
  return value;
}

/** Words at an unhurried 200 a minute, at least one minute. */
function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** A document's text in `language`: the English file itself, or its translation beside it. */
function translationOf(
  files: Record<string, string>,
  englishFile: string,
  language: Language,
): { file: string; data: FrontMatter; body: string } {
  const [folder, name] = englishFile.split("/").slice(-2) as ["blog" | "legal", string];
  const file = contentFile(folder, name, language);
  const source = files[file];
  if (source === undefined) {
    throw new Error(`Missing ${file}: every document has its Gujarati and Hindi text.`);
  }
  return { file, ...parseFrontMatter(source) };
}

/**
 * A post in `language`. Its dates are the English post's (a translation says which English
 * text it follows with `translates:`, checked by content-translations.test.ts); its title,
 * description, author and body are the language's.
 */
function readPost(englishFile: string, language: Language): BlogPost {
  const english = translationOf(BLOG_FILES, englishFile, DEFAULT_LANGUAGE);
  const text = translationOf(BLOG_FILES, englishFile, language);
  const date = isoDate(english.data, "date", englishFile);
  const updated = english.data.updated ? isoDate(english.data, "updated", englishFile) : undefined;
  return {
    slug: blogSlugOf(englishFile),
    title: required(text.data, "title", text.file),
    description: required(text.data, "description", text.file),
    date,
    dateLabel: formatDayLong(date, language),
    updated,
    updatedLabel: updated ? formatDayLong(updated, language) : undefined,
    author:
      language === DEFAULT_LANGUAGE
        ? (text.data.author ?? `${BRAND.name} team`)
        : required(text.data, "author", text.file),
    readingMinutes: readingMinutes(text.body),
    html:
      language === DEFAULT_LANGUAGE
        ? renderMarkdown(text.body)
        : renderMarkdown(text.body, language, headingIdsOf(english.body)),
  };
}

/** The English posts' files: `/content/blog/<slug>.md`. */
const ENGLISH_POST_FILES = Object.keys(BLOG_FILES).filter((file) =>
  /^\/content\/blog\/[^/]+\.md$/.test(file),
);

const POSTS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    ENGLISH_POST_FILES.map((file) => readPost(file, language)).sort(
      (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
    ),
  ]),
) as Record<Language, BlogPost[]>;

/** Every post in `language`, newest first, without their bodies (the blog index). */
export function listBlogPosts(language: Language = DEFAULT_LANGUAGE): BlogPostSummary[] {
  return POSTS[language].map(
    ({ html: _html, updated: _updated, updatedLabel: _label, ...summary }) => summary,
  );
}

export function findBlogPost(
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): BlogPost | undefined {
  return POSTS[language].find((post) => post.slug === slug);
}

/**
 * `privacy-policy` or `terms-and-conditions` from `web/content/legal/` in `language`: the
 * translation's title and body, the English document's date (the text it translates).
 */
export function readLegalDocument(
  name: "privacy-policy" | "terms-and-conditions",
  language: Language = DEFAULT_LANGUAGE,
): LegalDocument {
  const englishFile = `/content/legal/${name}.md`;
  if (LEGAL_FILES[englishFile] === undefined) throw new Error(`Missing ${englishFile}.`);
  const english = translationOf(LEGAL_FILES, englishFile, DEFAULT_LANGUAGE);
  const text = translationOf(LEGAL_FILES, englishFile, language);
  const updated = isoDate(english.data, "updated", englishFile);
  return {
    title: required(text.data, "title", text.file),
    updated,
    updatedLabel: formatDayLong(updated, language),
    html:
      language === DEFAULT_LANGUAGE
        ? renderMarkdown(text.body)
        : renderMarkdown(text.body, language, headingIdsOf(english.body)),
  };
}
