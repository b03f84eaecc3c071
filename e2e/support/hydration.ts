import type { Page } from "@playwright/test";

/**
 * Public pages paint first and start their scripts after (web/scripts/postbuild.ts), so the
 * load event can come before React runs. Tests of client-side behaviour wait until React has
 * hydrated the page: it marks each element it has taken over with its props.
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => {
    const link = document.querySelector("header a");
    return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps$"));
  });
}
