import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isClientOnlyPath } from "@filtercycle/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Vite's content-hashed file names (`index-BQ2x7a_k.js`) may be cached for a year. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|avif)$/;

export interface WebApp {
  /** Answers a GET for a page: prerendered HTML, the client-rendered shell, or the 404 shell. */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * Serves the built web app (`web/build/client`) from the API's origin: files as they are,
 * public paths as their prerendered `index.html`, and everything else as the client-rendered
 * shell (`__spa-fallback.html`), with 404 for paths the app does not know.
 */
export async function registerWebApp(app: FastifyInstance, buildDir: string): Promise<WebApp> {
  const fallbackFile = path.join(buildDir, "__spa-fallback.html");
  if (!existsSync(fallbackFile)) {
    throw new Error(`The web app is not built: ${fallbackFile} is missing. Run "npm run build".`);
  }
  const fallbackHtml = readFileSync(fallbackFile);

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

  return {
    async sendPage(request, reply) {
      const pathname =
        decodeURIComponent(request.url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
      // Only plain path segments can name a prerendered page; anything else is not ours.
      if (/^(\/[a-z0-9-]+)*\/?$/i.test(pathname) && !isClientOnlyPath(pathname)) {
        const prerendered = path.join(pathname, "index.html");
        if (existsSync(path.join(buildDir, prerendered))) {
          return reply
            .header("Cache-Control", "public, max-age=0, must-revalidate")
            .sendFile(prerendered);
        }
      }
      return reply
        .code(isClientOnlyPath(pathname) ? 200 : 404)
        .header("Cache-Control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(fallbackHtml);
    },
  };
}
