// The one place that knows how this project starts Chromium (tests, the site audit, icons).
import { existsSync } from "node:fs";

/** Flags for a quiet headless Chromium in a container (NOTES.md): no sandbox, GPU or updates. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium, else undefined: Playwright's own browser
 * (`npx playwright install chromium`) on machines that have it.
 */
export function chromiumExecutable() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) {
      throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.`);
    }
    return configured;
  }
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}
