import { createHash } from "node:crypto";
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
} from "@filtercycle/contract/languages";
import type { FastifyReply } from "fastify";
import { baseDirectives, serializePolicy } from "./content-security-policy.ts";

/**
 * Pages the API renders itself (issue 15: /verify/{number}, /impact/{slug}): plain HTML with
 * their content in it and no scripts, so they are complete for crawlers, link previews and a
 * phone that scanned a QR code, and fast. Every interpolated value is escaped by `html`.
 */

/** Text already escaped (made by `html`, or a trusted constant). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

type Interpolation =
  | SafeHtml
  | string
  | number
  | null
  | undefined
  | false
  | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/** A tagged template: `html\`<p>${name}</p>\`` escapes `name` (strings, numbers, arrays). */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}

/** `'sha256-…'` of each inline `<style>` element's text. */
function inlineStyleHashes(page: string): string[] {
  const hashes = new Set<string>();
  for (const [, text = ""] of page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Sends a server-rendered page: HTML, its own Content-Security-Policy (no scripts at all; its
 * inline styles by hash), and the caching the caller chooses.
 */
export function sendServerPage(
  reply: FastifyReply,
  page: SafeHtml,
  options: { publicUrl: string; status?: number; cacheControl: string },
): FastifyReply {
  const directives = baseDirectives(options.publicUrl.startsWith("https:"));
  const policy = serializePolicy({
    ...directives,
    "script-src": ["'none'"],
    "style-src": [...(directives["style-src"] ?? []), ...inlineStyleHashes(page.value)],
  });
  return reply
    .code(options.status ?? 200)
    .header("Content-Security-Policy", policy)
    .header("Cache-Control", options.cacheControl)
    .type("text/html; charset=utf-8")
    .send(`<!doctype html>\n${page.value}`);
}

/**
 * The body font of the pages the API renders: the system's, then the system fonts that have
 * Gujarati and Devanagari (Android, Apple, Windows). These pages load no web fonts (issue 29,
 * decision 0092 amendment).
 */
export const SERVER_PAGE_FONTS =
  'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Gujarati","Noto Sans Devanagari","Nirmala UI","Shruti","Gujarati Sangam MN","Kohinoor Devanagari","Mangal",sans-serif';

/** The page in each language, as list items of links: `hrefOf(language)`, the current marked. */
export function languageLinkItems(
  current: Language,
  hrefOf: (language: Language) => string,
): SafeHtml[] {
  return LANGUAGES.map(
    (language) =>
      html`<li><a href="${hrefOf(language)}" hreflang="${LANGUAGE_TAGS[language]}" lang="${LANGUAGE_TAGS[language]}"${language === current ? html` aria-current="true"` : ""}>${LANGUAGE_NAMES[language]}</a></li>`,
  );
}
