import { BRAND } from "@filtercycle/contract/brand";
import { forgetRouteModuleFailures } from "../lib/route-module-reload-guard";

export const ROUTE_LOAD_ERROR_TEXT = {
  heading: "This page could not be loaded",
  body: "Please check your internet connection and try again.",
  retry: "Try again",
} as const;

/**
 * Shown in place of a page whose code failed to load even after one automatic reload
 * (see lib/route-module-reload-guard.ts).
 */
export function RouteLoadError() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-forest">{ROUTE_LOAD_ERROR_TEXT.heading}</h1>
      <p className="mt-4 text-lg text-ink/80">{ROUTE_LOAD_ERROR_TEXT.body}</p>
      <button
        type="button"
        className="mt-8 rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-forest focus-ring"
        onClick={() => {
          forgetRouteModuleFailures(window.sessionStorage);
          window.location.reload();
        }}
      >
        {ROUTE_LOAD_ERROR_TEXT.retry}
      </button>
    </section>
  );
}

/** The module served by the guard instead of a route module that cannot be loaded. */
export const routeLoadErrorModule = {
  default: RouteLoadError,
  // Stands in for routes with a loader too (React Router calls the module's `clientLoader`).
  clientLoader: () => null,
  meta: () => [{ title: `${ROUTE_LOAD_ERROR_TEXT.heading} | ${BRAND.name}` }],
};
