import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  forgetRouteModuleFailures,
  hasRecentRouteModuleFailure,
  installRouteModuleReloadGuard,
  parseRouteModuleFailure,
  RETRY_WINDOW_MS,
  type RouteModule,
} from "./route-module-reload-guard";

const SERVICES_URL = "/assets/services-abc123.js";
const failureMessage = (url: string) => `Error loading route module \`${url}\`, reloading page...`;

/** A window as React Router's framework runtime leaves it before hydration. */
function fakeWindow() {
  const rootModule: RouteModule = { default: () => null };
  return {
    __reactRouterManifest: {
      routes: {
        root: { module: "/assets/root-1.js" },
        "routes/services": { module: SERVICES_URL },
        "routes/contact": { module: "/assets/contact-1.js" },
      },
    },
    __reactRouterRouteModules: { root: rootModule } as Record<string, RouteModule>,
    sessionStorage: window.sessionStorage,
    console: { ...console, error: vi.fn() } as Console,
  };
}

const fallbackModule: RouteModule = { default: () => "could not load" };

describe("parseRouteModuleFailure", () => {
  it("reads the module URL from React Router's message", () => {
    expect(parseRouteModuleFailure(failureMessage(SERVICES_URL))).toBe(SERVICES_URL);
    expect(parseRouteModuleFailure("Something else")).toBeNull();
    expect(parseRouteModuleFailure(new Error("x"))).toBeNull();
  });
});

describe("installRouteModuleReloadGuard", () => {
  it("lets the first failure reload, then serves the fallback instead of a second reload", () => {
    let now = 1_000_000;
    // First page load: nothing failed yet, React Router will import the module itself.
    const first = fakeWindow();
    const originalError = first.console.error;
    installRouteModuleReloadGuard({ fallbackModule, win: first, now: () => now });
    const cache = first.__reactRouterRouteModules;
    expect("routes/services" in cache).toBe(false);
    expect(cache["routes/services"]).toBeUndefined();
    expect(cache.root).toBeDefined();

    // React Router fails to import it and logs just before calling location.reload().
    first.console.error(failureMessage(SERVICES_URL));
    expect(originalError).toHaveBeenCalledWith(failureMessage(SERVICES_URL));

    // The reloaded page: the failed route is answered from the cache, so no import, no reload.
    now += 2_000;
    const second = fakeWindow();
    installRouteModuleReloadGuard({ fallbackModule, win: second, now: () => now });
    const guarded = second.__reactRouterRouteModules;
    expect("routes/services" in guarded).toBe(true);
    expect(guarded["routes/services"]).toBe(fallbackModule);
    // Other routes still load normally.
    expect("routes/contact" in guarded).toBe(false);
    expect(guarded.root).toBe(second.__reactRouterRouteModules.root);
  });

  it("tries the module again once the retry window has passed", () => {
    let now = 5_000_000;
    const first = fakeWindow();
    installRouteModuleReloadGuard({ fallbackModule, win: first, now: () => now });
    first.console.error(failureMessage(SERVICES_URL));

    now += RETRY_WINDOW_MS + 1;
    const later = fakeWindow();
    installRouteModuleReloadGuard({ fallbackModule, win: later, now: () => now });
    expect("routes/services" in later.__reactRouterRouteModules).toBe(false);
  });

  it("does not block a new deploy's module (a new hashed URL)", () => {
    const now = 9_000_000;
    const first = fakeWindow();
    installRouteModuleReloadGuard({ fallbackModule, win: first, now: () => now });
    first.console.error(failureMessage(SERVICES_URL));

    const redeployed = fakeWindow();
    redeployed.__reactRouterManifest.routes["routes/services"] = {
      module: "/assets/services-new.js",
    };
    installRouteModuleReloadGuard({ fallbackModule, win: redeployed, now: () => now });
    expect("routes/services" in redeployed.__reactRouterRouteModules).toBe(false);
  });

  it("forgets failures when the user asks to try again", () => {
    const now = 12_000_000;
    const win = fakeWindow();
    installRouteModuleReloadGuard({ fallbackModule, win, now: () => now });
    win.console.error(failureMessage(SERVICES_URL));
    expect(hasRecentRouteModuleFailure(window.sessionStorage, SERVICES_URL, now)).toBe(true);
    forgetRouteModuleFailures(window.sessionStorage);
    expect(hasRecentRouteModuleFailure(window.sessionStorage, SERVICES_URL, now)).toBe(false);
  });
});

describe("the installed react-router", () => {
  it("still logs the message the guard listens for before it reloads", () => {
    // If an upgrade changes this, the guard silently stops working: fail loudly instead.
    const entry = createRequire(import.meta.url).resolve("react-router");
    const dir = dirname(entry);
    const sources = readdirSync(dir)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => readFileSync(join(dir, file), "utf8"));
    const runtime = sources.find((source) => source.includes("async function loadRouteModule("));
    expect(runtime).toBeDefined();
    const message = ["`Error loading route module \\`$", "{route.module}\\`, reloading page...`"];
    expect(runtime).toContain(message.join(""));
    expect(runtime).toContain("if (route.id in routeModulesCache)");
  });
});
