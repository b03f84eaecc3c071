import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generateSW } from "workbox-build";

/**
 * The collector's app works offline, across a reload (issue 28; docs/decisions/0085): a service
 * worker made with Workbox (workbox-build's `generateSW`, run here after React Router has written
 * the SPA fallback, which vite-plugin-pwa's build hook runs before) and scoped to the route
 * screen, so no public page is ever controlled by it and none of their JavaScript mentions it
 * (the route screen registers it: features/pickups/utils/service-worker.ts).
 *
 * It keeps (precaches) the route screen's page and code: the SPA fallback as `/admin/route`, the
 * entry, the route manifest, and the modules, chunks and styles of the four routes that make the
 * screen (root, signed-in layout, console layout, route). Pages are asked of the network first
 * (3 s), so a new build's page comes with its own code; without network the last page, or the
 * precached one, is used. Any other file of `/assets/` the screen asks for is kept on first use.
 * API answers are never kept by the worker: the screen keeps the day's stops itself (IndexedDB).
 */
export const COLLECTOR_SW = "collector-sw.js";
export const COLLECTOR_SCOPE = "/admin/route";

/** The route ids whose files the screen needs (web/src/routes.ts, from the root down). */
const ROUTE_CHAIN = [
  "root",
  "routes/signed-in-layout",
  "routes/admin/console-layout",
  "routes/admin/route",
];

type ManifestEntry = { module: string; imports?: string[]; css?: string[] } & Record<
  string,
  unknown
>;
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };

const PREFIX = "window.__reactRouterManifest=";

/**
 * The build files the route screen loads, read from React Router's route manifest; call it
 * before the manifest's chunk lists of client-only screens are trimmed (./trim-manifest.ts).
 */
export function collectorFiles(assetsDir: string): string[] {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No route manifest in the build.");
  const source = readFileSync(path.join(assetsDir, file), "utf8");
  const manifest = JSON.parse(source.slice(PREFIX.length).replace(/;\s*$/, "")) as Manifest;
  const files = new Set<string>([`/assets/${file}`]);
  const add = (entry: ManifestEntry | undefined, id: string) => {
    if (!entry) throw new Error(`The route manifest has no ${id}.`);
    for (const [key, value] of Object.entries(entry)) {
      // module, imports, css and the split route modules (clientLoaderModule, …).
      if (typeof value === "string" && (key === "module" || key.endsWith("Module"))) {
        files.add(value);
      } else if (Array.isArray(value) && (key === "imports" || key === "css")) {
        for (const item of value) files.add(String(item));
      }
    }
  };
  add(manifest.entry, "entry");
  for (const id of ROUTE_CHAIN) add(manifest.routes[id], id);
  return [...files].map((url) => url.replace(/^\//, "")).sort();
}

/** Writes `collector-sw.js` into the build; returns what it precaches. */
export async function writeCollectorServiceWorker(
  buildDir: string,
  files: readonly string[],
): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    swDest: path.join(buildDir, COLLECTOR_SW),
    globDirectory: buildDir,
    globPatterns: [...files],
    // The page itself: the SPA fallback, as the server answers /admin/route.
    templatedURLs: { [COLLECTOR_SCOPE]: ["__spa-fallback.html"] },
    // Vite's file names carry a hash of their content: no revision needed.
    dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\.(?:js|css)$/,
    cacheId: "filtercycle-collector",
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkFirst",
        options: {
          cacheName: "filtercycle-collector-page",
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 4 },
          plugins: [
            {
              // Offline before any page was kept at run time: the precached one.
              handlerDidError: async () =>
                (await caches.match("/admin/route", { ignoreSearch: true })) ?? Response.error(),
            },
          ],
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: {
          cacheName: "filtercycle-collector-assets",
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`collector service worker: ${warnings.join("; ")}`);
  return { count, size };
}
