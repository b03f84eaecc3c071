import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isClientOnlyPath } from "@filtercycle/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { baseDirectives, pagePolicy } from "./content-security-policy.ts";
import { registerSiteIndex, SITE_INDEX_FILES } from "./site-index.ts";

/** Vite's content-hashed file names (`index-BQ2x7a_k.js`) may be cached for a year. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|avif)$/;
/** The build's brotli and gzip copies of a file (`x.js.br`, `x.js.gz`, made by its postbuild). */
const PRECOMPRESSED = /\.(?:br|gz)$/;
/** Text files, which have precompressed copies: their answer depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest|data|map)$/;

export interface WebApp {
  /** Answers a GET for a page: prerendered HTML, the client-rendered shell, or the 404 shell. */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

type Encoding = "br" | "gzip" | "identity";
type Variant = { body: Buffer; etag: string };

/** One HTML document, read once at start: its encodings as built, and its own CSP. */
type HtmlDocument = { variants: Map<Encoding, Variant>; policy: string };

const etagOf = (body: Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function readHtml(file: string, policyFor: (html: string) => string): HtmlDocument {
  const identity = readFileSync(file);
  const variants = new Map<Encoding, Variant>([
    ["identity", { body: identity, etag: etagOf(identity) }],
  ]);
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (!existsSync(file + suffix)) continue;
    const body = readFileSync(file + suffix);
    variants.set(encoding, { body, etag: etagOf(body) });
  }
  return { variants, policy: policyFor(identity.toString("utf8")) };
}

/** The encoding to send: brotli, then gzip, when the client accepts it (q=0 means refused). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== "" && !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]?.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/**
 * Serves the built web app (`web/build/client`) from the API's origin (docs/decisions/0045):
 * files by @fastify/static with the build's precompressed copies (`preCompressed`), public paths
 * as their prerendered `index.html`, everything else as the client-rendered shell
 * (`__spa-fallback.html`), with 404 for paths the app does not know.
 *
 * Pages are answered from the not-found handler and kept in memory (a few KB each): every
 * encoding as the build made it, a strong ETag per encoding, and the page's own
 * Content-Security-Policy with the hashes of its inline scripts.
 */
export async function registerWebApp(
  app: FastifyInstance,
  buildDir: string,
  publicUrl: string,
): Promise<WebApp> {
  const fallbackFile = path.join(buildDir, "__spa-fallback.html");
  if (!existsSync(fallbackFile)) {
    throw new Error(`The web app is not built: ${fallbackFile} is missing. Run "npm run build".`);
  }
  const directives = baseDirectives(publicUrl.startsWith("https:"));
  const policyFor = (html: string) => pagePolicy(directives, html);
  const fallback = readHtml(fallbackFile, policyFor);
  // Every prerendered page, found once at start: a bounded set, whatever paths are asked for.
  const prerendered = new Map<string, HtmlDocument>();
  for (const file of readdirSync(buildDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "index.html") continue;
    const pathname = `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/");
    prerendered.set(pathname, readHtml(path.join(buildDir, file), policyFor));
  }

  await app.register(fastifyStatic, {
    root: buildDir,
    index: false,
    redirect: false,
    // One route per built file: directories and unknown paths fall through to sendPage.
    wildcard: false,
    // The sitemap and robots.txt are served by registerSiteIndex, with the public address.
    globIgnore: SITE_INDEX_FILES.flatMap((name) => [name, `${name}.br`, `${name}.gz`]),
    cacheControl: false,
    // `x.js.br` and `x.js.gz` are sent for `x.js` to clients that accept them.
    preCompressed: true,
    // HTML goes through sendPage (its CSP carries the page's script hashes); the compressed
    // copies are only reached through `x.js`.
    allowedPath: (pathName) => !pathName.endsWith(".html") && !PRECOMPRESSED.test(pathName),
    setHeaders(res, filePath) {
      const file = filePath.replace(PRECOMPRESSED, "");
      res.setHeader(
        "Cache-Control",
        HASHED_ASSET.test(file)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
      if (COMPRESSIBLE.test(file)) res.setHeader("Vary", "Accept-Encoding");
    },
  });

  registerSiteIndex(app, buildDir, publicUrl);

  function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    page: HtmlDocument,
    status: number,
    cacheControl: string,
  ): FastifyReply {
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    const sent = page.variants.has(encoding) ? encoding : "identity";
    const variant = page.variants.get(sent) as Variant;
    reply
      .code(status)
      .header("Cache-Control", cacheControl)
      .header("Vary", "Accept-Encoding")
      .header("ETag", variant.etag)
      .header("Content-Security-Policy", page.policy)
      .type("text/html; charset=utf-8");
    const ifNoneMatch = request.headers["if-none-match"];
    if (status === 200 && ifNoneMatch?.split(",").some((tag) => tag.trim() === variant.etag)) {
      return reply.code(304).send();
    }
    if (sent !== "identity") reply.header("Content-Encoding", sent);
    return reply.send(variant.body);
  }

  return {
    async sendPage(request, reply) {
      const pathname =
        decodeURIComponent(request.url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
      // Only plain path segments can name a prerendered page; anything else is not ours.
      if (/^(\/[a-z0-9-]+)*\/?$/i.test(pathname) && !isClientOnlyPath(pathname)) {
        const page = prerendered.get(pathname);
        if (page) return sendHtml(request, reply, page, 200, "public, max-age=0, must-revalidate");
      }
      return sendHtml(request, reply, fallback, isClientOnlyPath(pathname) ? 200 : 404, "no-cache");
    },
  };
}
