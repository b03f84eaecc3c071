import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/** The files the web build writes for search engines, served with the public address. */
export const SITE_INDEX_FILES = ["sitemap.xml", "robots.txt"] as const;

/**
 * Where a sitemap and robots.txt name the site's own pages (not, say, the sitemap schema's): a
 * page's `<loc>`, its language alternates' `href` (issue 29), robots.txt's `Sitemap:`.
 */
const PAGE_URL = /(<loc>|<xhtml:link [^>]*href="|^Sitemap: )(https?:\/\/[^\s<"]+)/gm;

/**
 * The build's text with every page URL moved to `publicUrl`, path kept. The build knows only
 * the address it was built for (VITE_SITE_URL, or localhost without it); the server knows where
 * it runs (PUBLIC_URL), so a sitemap and robots.txt name the address crawlers actually reach.
 */
export function withPublicOrigin(text: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return text.replace(PAGE_URL, (_match, before: string, url: string) => {
    const { pathname, search } = new URL(url);
    return `${before}${origin}${pathname}${search}`;
  });
}

/**
 * GET /sitemap.xml and /robots.txt (docs/decisions/0053): the build's files, read once at start,
 * their URLs on PUBLIC_URL. Files the build did not write are not served (404, as before).
 */
export function registerSiteIndex(app: FastifyInstance, buildDir: string, publicUrl: string) {
  const types = { "sitemap.xml": "application/xml", "robots.txt": "text/plain" } as const;
  for (const name of SITE_INDEX_FILES) {
    const file = path.join(buildDir, name);
    if (!existsSync(file)) continue;
    const body = withPublicOrigin(readFileSync(file, "utf8"), publicUrl);
    app.get(`/${name}`, (_request, reply) =>
      reply
        .header("Cache-Control", "public, max-age=0, must-revalidate")
        .type(`${types[name]}; charset=utf-8`)
        .send(body),
    );
  }
}
