import { BRAND } from "@filtercycle/contract/brand";
import { Marked } from "marked";
import type { BlogPost, BlogPostSummary, LegalDocument } from "../types";
import { blogSlugOf, type FrontMatter, parseFrontMatter } from "../utils/front-matter";

/**
 * Build-time only (`.server.ts`: React Router keeps it out of the browser bundle). The route
 * loaders that use it run while the pages are prerendered, so the Markdown parser is never sent
 * to a browser: the pages get HTML, and client-side navigation gets the prerendered `.data` file.
 */

// Bundled into the prerender build; the files are read when the site is built, not at run time.
const BLOG_FILES = import.meta.glob<string>("/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const LEGAL_FILES = import.meta.glob<string>("/content/legal/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

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

const marked = new Marked({ gfm: true, async: false });
marked.use({
  renderer: {
    // Section headings get ids, so a page can link to "#your-rights".
    heading({ tokens, depth }) {
      const text = this.parser.parseInline(tokens);
      const id = text
        .toLowerCase()
        .replace(/<[^>]+>/g, "")
        .replace(/&[a-z]+;/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      return `<h${depth} id="${id}">${text}</h${depth}>\n`;
    },
    // Links off the site open in the same tab but say where they go (rel for privacy).
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const external = /^https?:\/\//.test(href);
      const attributes = [
        `href="${href}"`,
        title ? `title="${title}"` : "",
        external ? 'rel="noopener noreferrer"' : "",
      ]
        .filter(Boolean)
        .join(" ");
      return `<a ${attributes}>${text}</a>`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(fillBrand(markdown), { async: false });
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

function readPost(file: string, source: string): BlogPost {
  const { data, body } = parseFrontMatter(source);
  return {
    slug: blogSlugOf(file),
    title: required(data, "title", file),
    description: required(data, "description", file),
    date: isoDate(data, "date", file),
    updated: data.updated ? isoDate(data, "updated", file) : undefined,
    author: data.author ?? `${BRAND.name} team`,
    readingMinutes: readingMinutes(body),
    html: renderMarkdown(body),
  };
}

const POSTS: BlogPost[] = Object.entries(BLOG_FILES)
  .map(([file, source]) => readPost(file, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** Every post, newest first, without their bodies (the blog index). */
export function listBlogPosts(): BlogPostSummary[] {
  return POSTS.map(({ html: _html, updated: _updated, ...summary }) => summary);
}

export function findBlogPost(slug: string): BlogPost | undefined {
  return POSTS.find((post) => post.slug === slug);
}

/** `privacy-policy` or `terms-and-conditions` from `web/content/legal/`. */
export function readLegalDocument(name: "privacy-policy" | "terms-and-conditions"): LegalDocument {
  const file = `/content/legal/${name}.md`;
  const source = LEGAL_FILES[file];
  if (source === undefined) throw new Error(`Missing ${file}.`);
  const { data, body } = parseFrontMatter(source);
  return {
    title: required(data, "title", file),
    updated: isoDate(data, "updated", file),
    html: renderMarkdown(body),
  };
}
