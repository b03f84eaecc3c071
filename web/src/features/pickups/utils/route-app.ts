/**
 * The route screen as an installable app that opens offline (issue 28; docs/decisions/0085).
 * Only the route screen's code calls these: no public page registers the worker or names it.
 */

/** Built by web/scripts/collector-sw.ts into the build's root. */
export const ROUTE_WORKER = "/collector-sw.js";
/** The worker controls the route screen only, never a public page. */
export const ROUTE_SCOPE = "/admin/route";
export const ROUTE_MANIFEST = "/collector.webmanifest";

let registered: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers the route screen's service worker (built apps only: the dev server has none). */
export function registerRouteWorker(): void {
  if (import.meta.env.DEV || typeof navigator === "undefined") return;
  if (!("serviceWorker" in navigator)) return;
  registered = navigator.serviceWorker.register(ROUTE_WORKER, { scope: ROUTE_SCOPE }).catch(() => {
    // No worker (private mode, an old browser): the screen works, just not after an offline reload.
    return undefined;
  });
}

/**
 * While the route screen is shown, the page's web manifest is the route app's (start URL, scope
 * and name of its own) instead of the site's; the site's comes back when the screen goes.
 * Returns the undo.
 */
export function swapInRouteManifest(): () => void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    const added = document.createElement("link");
    added.rel = "manifest";
    added.href = ROUTE_MANIFEST;
    document.head.appendChild(added);
    return () => added.remove();
  }
  const previous = link.getAttribute("href");
  link.setAttribute("href", ROUTE_MANIFEST);
  return () => {
    if (previous !== null) link.setAttribute("href", previous);
  };
}

/**
 * Asks the worker to keep every file of `/assets/` this page has loaded (issue 29; decision
 * 0096): among them the reader's language's words and font, fetched with `import()` before the
 * worker was there on the phone's first visit, so an offline reload shows the route in the same
 * language. Only what this page loaded is kept: a Gujarati reader's phone never gets the Hindi
 * words. Workbox's `CACHE_URLS` message runs each address through the worker's own rule for
 * `/assets/` (cache-first, expiring). Called again when the language changes.
 */
export function keepLoadedFilesOffline(): void {
  if (!registered || typeof performance === "undefined") return;
  void registered.then(async (registration) => {
    // Not `navigator.serviceWorker.ready`: a page first loaded elsewhere (/login) and moved here
    // by a link is never controlled, and `ready` waits for a worker of the page's first address.
    const worker = registration ? await activeWorker(registration) : null;
    const urlsToCache = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
      .map((url) => url.href);
    worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
  });
}

/** The registration's active worker, once the one installing has taken over. */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return Promise.resolve(null);
  return new Promise((resolve) => {
    coming.addEventListener("statechange", () => {
      if (coming.state === "activated") resolve(coming);
      else if (coming.state === "redundant") resolve(registration.active);
    });
  });
}
