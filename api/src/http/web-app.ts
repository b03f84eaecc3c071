import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { isClientOnlyPath } from "@filtercycle/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Vite's content-hashed file names (`index-BQ2x7a_k.js`) may be cached for a year. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|avif)$/;

export interface WebApp {
  /** Answers a GET for a page: prerendered HTML, the client-rendered shell, or the 404 shell. */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

type Encoding = "br" | "gzip" | "identity";

const compressors: Record<Exclude<Encoding, "identity">, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_MODE]: 1 },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/**
 * One HTML document (it never changes while we run): its ETag, and each encoding made at its
 * best settings the first time a client asks for it, then kept, so start-up only reads files.
 */
type HtmlDocument = { etag: string; body(encoding: Encoding): Buffer };

function prepareHtml(identity: Buffer): HtmlDocument {
  const encoded = new Map<Encoding, Buffer>([["identity", identity]]);
  return {
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    body(encoding) {
      let body = encoded.get(encoding);
      if (!body) {
        body = compressors[encoding as Exclude<Encoding, "identity">](identity);
        encoded.set(encoding, body);
      }
      return body;
    },
  };
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
 * Serves the built web app (`web/build/client`) from the API's origin: files as they are,
 * public paths as their prerendered `index.html`, and everything else as the client-rendered
 * shell (`__spa-fallback.html`), with 404 for paths the app does not know.
 *
 * Pages are answered from the not-found handler, where @fastify/compress does not act, so each
 * HTML document is compressed here, once per encoding, and kept with its ETag for conditional
 * requests.
 */
export async function registerWebApp(app: FastifyInstance, buildDir: string): Promise<WebApp> {
  const fallbackFile = path.join(buildDir, "__spa-fallback.html");
  if (!existsSync(fallbackFile)) {
    throw new Error(`The web app is not built: ${fallbackFile} is missing. Run "npm run build".`);
  }
  const fallback = prepareHtml(readFileSync(fallbackFile));
  // Every prerendered page, found once at start: a bounded set, whatever paths are asked for.
  const prerendered = new Map<string, HtmlDocument>();
  for (const file of readdirSync(buildDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "index.html") continue;
    const pathname = `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/");
    prerendered.set(pathname, prepareHtml(readFileSync(path.join(buildDir, file))));
  }

  await app.register(fastifyStatic, {
    root: buildDir,
    index: false,
    redirect: false,
    // One route per built file: directories and unknown paths fall through to sendPage.
    wildcard: false,
    cacheControl: false,
    // The SPA fallback must not be reachable as a file of its own.
    allowedPath: (pathName) => !pathName.endsWith("__spa-fallback.html"),
    setHeaders(res, filePath) {
      res.setHeader(
        "Cache-Control",
        HASHED_ASSET.test(filePath)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
    },
  });

  function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    page: HtmlDocument,
    status: number,
    cacheControl: string,
  ): FastifyReply {
    reply
      .code(status)
      .header("Cache-Control", cacheControl)
      .header("Vary", "Accept-Encoding")
      .header("ETag", page.etag)
      .type("text/html; charset=utf-8");
    if (status === 200 && request.headers["if-none-match"] === page.etag) {
      return reply.code(304).send();
    }
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("Content-Encoding", encoding);
    return reply.send(page.body(encoding));
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
