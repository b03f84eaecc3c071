import { createHash } from "node:crypto";

/** A Content-Security-Policy as directive name → sources (docs/decisions/0045). */
export type CspDirectives = Record<string, string[]>;

/**
 * The policy of every answer. Scripts come from our origin only; a page adds the hashes of its
 * own inline scripts (`pagePolicy`). Styles need no `'unsafe-inline'`: the build has no `<style>`
 * elements or `style=""` attributes, and React sets style props through the CSSOM, which CSP does
 * not govern. Nothing is framed (`frame-src 'none'`): the media modal draws PDFs itself with
 * pdf.js, whose worker is a script of our origin (`worker-src 'self'`); reports are made in the
 * browser as `blob:` URLs (docs/decisions/0068).
 */
export function baseDirectives(https: boolean): CspDirectives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'"],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // On plain http (development, tests) upgrading would point every request at a missing server.
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

export function serializePolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** `'sha256-…'` of every inline script's text (the bytes between the tags, as browsers hash). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy for one HTML page: the base policy with the page's inline scripts allowed. */
export function pagePolicy(directives: CspDirectives, html: string): string {
  return serializePolicy({
    ...directives,
    "script-src": [...(directives["script-src"] ?? []), ...inlineScriptHashes(html)],
  });
}

/**
 * The API reference (`/api/docs`, swagger-ui) runs its own scripts from our origin but sets
 * inline styles, so only there styles may be inline.
 */
export function allowsInlineStyles(url: string | undefined): boolean {
  return url === "/api/docs" || (url?.startsWith("/api/docs/") ?? false);
}

/**
 * Media files are user uploads: an image or video opened at its address is shown in its own
 * document, which is sandboxed, script-less, has no access to our origin and is never framed,
 * whatever the file contains (other kinds are attachments: docs/decisions/0068).
 */
export const MEDIA_FILE_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";
