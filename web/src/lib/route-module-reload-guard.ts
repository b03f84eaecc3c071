/**
 * Reload once, never in a loop, when a page module cannot be loaded.
 *
 * React Router 7.18 (framework mode) imports a route module the first time a route is
 * needed. When that import fails (a chunk removed by a newer deploy, a network error) its
 * `loadRouteModule` logs "Error loading route module `<url>`, reloading page..." and calls
 * `window.location.reload()` unconditionally. A reload is the right cure after a deploy (the
 * fresh HTML names the new chunks), but a chunk that is missing for good would reload
 * forever on a page served the SPA fallback (e.g. /dashboard): every load imports it again.
 * `location.reload` cannot be wrapped (Location members are unforgeable), so the guard works
 * on the two things React Router lets us see:
 *
 * 1. It watches `console.error` for that message and records the failed module URL with
 *    the time in sessionStorage (this tab only), just before React Router reloads.
 * 2. It serves React Router's route-module cache (`window.__reactRouterRouteModules`, checked
 *    with `route.id in cache` before every import) through a Proxy: a route whose module
 *    failed within RETRY_WINDOW_MS is answered with a fallback module (a "could not be
 *    loaded" page with a "Try again" button) so React Router neither imports it nor reloads.
 *
 * A new deploy gives the module a new hashed URL, so its record does not block it.
 */

const STORAGE_KEY = "filtercycle:failed-route-modules";
export const RETRY_WINDOW_MS = 5 * 60 * 1000;
const FAILURE_MESSAGE = /^Error loading route module `(.+)`, reloading page/;

type FailureLog = Record<string, number>;
export type RouteModule = Record<string, unknown>;

/** The globals React Router's framework runtime puts on window (not part of its typings). */
type RouterWindow = {
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> };
  __reactRouterRouteModules?: Record<string, RouteModule>;
  sessionStorage: Storage;
  console: Console;
};

function readLog(storage: Storage): FailureLog {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as FailureLog) : {};
  } catch {
    return {};
  }
}

function writeLog(storage: Storage, log: FailureLog): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(log));
  } catch {
    // Storage full or disabled: nothing more we can do.
  }
}

/** The module URL in React Router's "Error loading route module" message, else null. */
export function parseRouteModuleFailure(message: unknown): string | null {
  if (typeof message !== "string") return null;
  return FAILURE_MESSAGE.exec(message)?.[1] ?? null;
}

export function recordRouteModuleFailure(storage: Storage, moduleUrl: string, now: number): void {
  const log = readLog(storage);
  for (const [url, at] of Object.entries(log)) {
    if (now - at > RETRY_WINDOW_MS) delete log[url];
  }
  log[moduleUrl] = now;
  writeLog(storage, log);
}

export function hasRecentRouteModuleFailure(
  storage: Storage,
  moduleUrl: string,
  now: number,
): boolean {
  const at = readLog(storage)[moduleUrl];
  return typeof at === "number" && now - at >= 0 && now - at <= RETRY_WINDOW_MS;
}

/** Forgets every recorded failure, so the next load tries (and may reload) again. */
export function forgetRouteModuleFailures(storage: Storage): void {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled.
  }
}

export type ReloadGuardOptions = {
  /** Served instead of a route module that already failed (and reloaded) recently. */
  fallbackModule: RouteModule;
  win?: RouterWindow;
  now?: () => number;
};

/** Installs both halves of the guard. Call it in entry.client before hydrating. */
export function installRouteModuleReloadGuard({
  fallbackModule,
  win = window as unknown as RouterWindow,
  now = Date.now,
}: ReloadGuardOptions): void {
  let storage: Storage;
  try {
    storage = win.sessionStorage;
  } catch {
    return; // No sessionStorage: keep React Router's own behaviour.
  }

  const originalError = win.console.error;
  win.console.error = (...args: unknown[]) => {
    const moduleUrl = parseRouteModuleFailure(args[0]);
    if (moduleUrl) recordRouteModuleFailure(storage, moduleUrl, now());
    originalError.apply(win.console, args);
  };

  const cache = win.__reactRouterRouteModules;
  if (!cache) return;
  const failedRecently = (routeId: string | symbol): boolean => {
    if (typeof routeId !== "string") return false;
    const moduleUrl = win.__reactRouterManifest?.routes[routeId]?.module;
    return moduleUrl !== undefined && hasRecentRouteModuleFailure(storage, moduleUrl, now());
  };
  win.__reactRouterRouteModules = new Proxy(cache, {
    has: (target, routeId) => Reflect.has(target, routeId) || failedRecently(routeId),
    get: (target, routeId, receiver) => {
      if (Reflect.has(target, routeId)) return Reflect.get(target, routeId, receiver);
      return failedRecently(routeId) ? fallbackModule : undefined;
    },
  });
}
