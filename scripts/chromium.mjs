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

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's build of Chromium's own headless browser (package chromium-headless-shell, the same
 * version as `chromium`): what Playwright runs headless tests in by default. Without the full
 * browser's windowing it halved the end-to-end suite's time and its CPU (decision 0097).
 */
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * CHROMIUM_PATH, else Debian's Chromium, else undefined: Playwright's own browser
 * (`npx playwright install chromium`) on machines that have it. With `headlessShell` (the
 * end-to-end tests), Debian's headless shell first where it is installed. Without it, the full
 * browser: Lighthouse's audit asks it for `--headless=new`, and the screenshot scripts and icons
 * keep the browser a visitor has.
 */
export function chromiumExecutable({ headlessShell = false } = {}) {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) {
      throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.`);
    }
    return configured;
  }
  if (headlessShell && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
