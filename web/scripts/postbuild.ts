/**
 * After `react-router build`, on build/client:
 *
 * 1. Prerendered pages paint before any script runs (PRODUCT.md "Budgets"). React Router's HTML
 *    preloads and runs the app's modules at once, and on a fast connection the browser runs them
 *    before its first paint, so the page's first paint waits for 130 KB of JavaScript. Here the
 *    module script and its preloads are moved into a small inline loader that starts them right
 *    after the first contentful paint. The HTML is unchanged otherwise, so hydration is the same,
 *    just after the content is on screen. The SPA fallback (dashboard, login, admin) is left as
 *    it is: it has nothing to show before its script runs.
 *
 *    The module's code stays in the page as an inert `<script type="text/plain">`, which the
 *    loader copies into the module script it creates: so every script a page runs is written in
 *    the page, and the server allows each one by its hash in the Content-Security-Policy
 *    (docs/decisions/0045), with no `'unsafe-inline'`.
 *
 * 2. `sitemap.xml` and `robots.txt`, for the build's address; the API serves them with the one it
 *    runs at (PUBLIC_URL, `api/src/http/site-index.ts`).
 *
 * 4. The route manifest without the chunk lists of the screens that are never prerendered
 *    (./trim-manifest.ts): every public page downloads it.
 *
 * 5. The collector's service worker (`collector-sw.js`, ./collector-sw.ts), scoped to /admin/route.
 *
 * 3. Brotli and gzip copies of every text file (`x.js.br`, `x.js.gz`) at the best settings, which
 *    the server sends to clients that accept them, so nothing is compressed while serving.
 *
 * The sitemap is made from what was actually prerendered: every `index.html` under the build
 * (the SPA fallback excluded), at the URL of its own `<link rel="canonical">`, with the page's
 * `article:modified_time` or `article:published_time` as `lastmod` when it has one, and pages
 * marked `noindex` left out. So it can never list a page that does not exist, or miss one.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { DEFAULT_LANGUAGE, languageOfPath } from "@filtercycle/contract/languages";
import { CLIENT_ONLY_PATHS } from "@filtercycle/contract/routes";
import { unfilledLists } from "../src/features/public-pages/content/unfilled-lists";
import { collectorFiles, writeCollectorServiceWorker } from "./collector-sw";
import { trimClientOnlyImports } from "./trim-manifest";

const buildDir = fileURLToPath(new URL("../build/client", import.meta.url));
/** When a page starts its scripts if the browser has not reported its first paint by then. */
const SCRIPT_START_FALLBACK_MS = 4000;

function prerenderedPages(dir: string): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== "assets") pages.push(...prerenderedPages(full));
    } else if (entry === "index.html") {
      pages.push(full);
    }
  }
  return pages;
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/** The first `<tag …>` whose attributes include `match`. */
function findTag(html: string, tagName: string, match: RegExp): string | undefined {
  return html.match(new RegExp(`<${tagName}\\b[^>]*>`, "g"))?.find((tag) => match.test(tag));
}

/** Where the module's code waits, unrun, for the loader. */
const MODULE_CODE_ID = "rr-module";

/**
 * The loader that replaces React Router's module script; `go` runs once. It copies the code of
 * the inert `#rr-module` element, so the module script it makes has the same text, and the
 * same CSP hash, as a script written in the page.
 */
function deferredLoader(preloads: string[]): string {
  const go = [
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`,
    `var s=document.createElement("script");s.type="module";s.textContent=document.getElementById(${JSON.stringify(MODULE_CODE_ID)}).textContent;document.body.appendChild(s)`,
  ].join("");
  // `</` would end the inline script early; JSON.stringify does not escape it.
  // After the first contentful paint as the browser reports it (a frame callback is not enough:
  // Chromium may run it before it paints); a frame later where paint timing is unsupported; at
  // once in a background tab, which does not paint. A timer is the safety net: a browser that
  // never reports the paint (or a page that never paints content) still starts its scripts.
  const js = `(function(){var d=0;function go(){if(d++)return;${go}}setTimeout(go,${SCRIPT_START_FALLBACK_MS});var P=window.PerformanceObserver;if(document.visibilityState==="hidden")go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
  return `<script>${js.replaceAll("</", "<\\/")}</script>`;
}

/** Moves the page's module script and module preloads behind the after-first-paint loader. */
function deferScripts(file: string): void {
  const html = readFileSync(file, "utf8");
  const modules = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)];
  if (modules.length !== 1 || modules[0]?.index === undefined) {
    throw new Error(
      `${path.relative(buildDir, file)}: expected one module script from React Router, found ${modules.length}.`,
    );
  }
  const [tag, code] = modules[0] as unknown as [string, string];
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map(
    (m) => m[1] as string,
  );
  const deferred = html
    // A function, so `$` in the code is not read as a replacement pattern.
    .replace(
      tag,
      () =>
        `<script type="text/plain" id="${MODULE_CODE_ID}">${code}</script>${deferredLoader(preloads)}`,
    )
    .replace(/<link rel="modulepreload" href="[^"]+"[^>]*>/g, "");
  writeFileSync(file, deferred);
}

type Entry = {
  loc: string;
  lastmod: string | undefined;
  /** The page in every language, from its `hreflang` links (issue 29): [hreflang, URL]. */
  alternates: [string, string][];
};

function entryFor(file: string): Entry | undefined {
  const html = readFileSync(file, "utf8");
  const robots = findTag(html, "meta", /name="robots"/);
  if (robots && /noindex/.test(attribute(robots, "content") ?? "")) return undefined;
  const canonical = findTag(html, "link", /rel="canonical"/);
  const loc = canonical ? attribute(canonical, "href") : undefined;
  if (!loc) {
    throw new Error(`${path.relative(buildDir, file)} has no <link rel="canonical">.`);
  }
  const date = (property: string) => {
    const tag = findTag(html, "meta", new RegExp(`property="${property}"`));
    return tag ? attribute(tag, "content") : undefined;
  };
  const alternates = (html.match(/<link\b[^>]*rel="alternate"[^>]*>/g) ?? []).flatMap((tag) => {
    const hreflang = attribute(tag, "hrefLang") ?? attribute(tag, "hreflang");
    const href = attribute(tag, "href");
    return hreflang && href ? [[hreflang, href] as [string, string]] : [];
  });
  return {
    loc,
    lastmod: date("article:modified_time") ?? date("article:published_time"),
    alternates,
  };
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );

const pages = prerenderedPages(buildDir);
for (const page of pages) deferScripts(page);

// One <url> per page, at its English address; its Gujarati and Hindi copies are its alternates
// (xhtml:link), as the pages' own hreflang links say.
const entries = pages
  .map(entryFor)
  .filter((entry): entry is Entry => entry !== undefined)
  .filter((entry) => languageOfPath(new URL(entry.loc).pathname) === DEFAULT_LANGUAGE)
  .sort((a, b) => a.loc.localeCompare(b.loc));

const home = entries.find((entry) => new URL(entry.loc).pathname === "/");
if (!home) throw new Error("The home page was not prerendered.");
const siteUrl = new URL(home.loc).origin;

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries
  .map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}${entry.alternates
        .map(
          ([hreflang, href]) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
        )
        .join("")}</url>`,
  )
  .join("\n")}
</urlset>
`;

// Screens behind a login, and the API, are no use in search results.
const robots = `User-agent: *
${[...CLIENT_ONLY_PATHS, "/api/"].map((p) => `Disallow: ${p}`).join("\n")}

Sitemap: ${siteUrl}/sitemap.xml
`;

writeFileSync(path.join(buildDir, "sitemap.xml"), sitemap);
writeFileSync(path.join(buildDir, "robots.txt"), robots);

/** Text files worth compressing; images and fonts are compressed formats already. */
// 5. The collector's service worker (./collector-sw.ts): the route screen's files, listed from
// the route manifest before it is trimmed.
const routeScreenFiles = collectorFiles(path.join(buildDir, "assets"));

// 4. The route manifest without the chunk lists of screens never prerendered (./trim-manifest.ts).
const trimmed = trimClientOnlyImports(path.join(buildDir, "assets"));
console.log(
  `Route manifest ${trimmed.file}: ${trimmed.before} → ${trimmed.after} bytes (chunk lists of screens never prerendered left out).`,
);

const sw = await writeCollectorServiceWorker(buildDir, routeScreenFiles);
console.log(
  `web: collector-sw.js precaches the route screen: ${sw.count} files, ${Math.round(sw.size / 1024)} KB (scope /admin/route).`,
);

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest|data|map)$/;

/** Every file under `dir`, with its path. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());
}

/** Writes `x.br` and `x.gz` next to each text file, when they are smaller than the file. */
function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION });
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
    totals.files++;
    totals.bytes += body.length;
    totals.brotliBytes += Math.min(brotli.length, body.length);
  }
  return totals;
}

const compressed = precompress(buildDir);
console.log(
  `web: ${pages.length} prerendered pages load their scripts after the first paint; wrote sitemap.xml (${entries.length} pages) and robots.txt for ${siteUrl}`,
);
console.log(
  `web: compressed ${compressed.files} text files, ${Math.round(compressed.bytes / 1024)} KB to ${Math.round(compressed.brotliBytes / 1024)} KB (brotli)`,
);

// Lists only the company can fill (awards received, supporters) are hidden while empty: say so.
const unfilled = unfilledLists();
if (unfilled.length > 0) {
  console.warn(
    `web: warning: ${unfilled.length} section(s) hidden until filled in web/src/features/public-pages/content:\n${unfilled.map((line) => `  - ${line}`).join("\n")}`,
  );
}
