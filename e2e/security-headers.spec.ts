import { PUBLIC_PATHS } from "@filtercycle/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

/**
 * The Content-Security-Policy in a real browser (docs/decisions/0045): every page hydrates with
 * no violation (React Router's inline scripts are allowed by their hashes), and the media modal
 * draws an uploaded PDF with pdf.js (its worker a script of our origin) with no violation, while
 * the file itself is a sandboxed attachment (docs/decisions/0068).
 */

const DEMO = { email: "demo@example.com", password: "Demo@12345" };

/** Collects CSP violations (events and console reports) from the page's first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) {
      reports.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...reports,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
}

test.describe("Content-Security-Policy in Chromium", () => {
  test("every public page hydrates with no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of [...PUBLIC_PATHS, "/no-such-page"]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toMatch(
        /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
      );
      await waitForHydration(page);
      expect(await violations(), path).toEqual([]);
    }
  });

  test("the signed-in app runs, and the media modal draws a PDF with pdf.js", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/dashboard?tab=videos");

    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => /\/api\/media\/[^/]+\/file$/.test(r.url())),
      page.getByRole("button", { name: "View PDF" }).click(),
    ]);
    expect([200, 206]).toContain(pdf.status());
    expect(await pdf.headerValue("content-security-policy")).toContain("sandbox");
    expect(await pdf.headerValue("content-disposition")).toMatch(/^attachment; /);
    await expect(
      page.getByRole("dialog").getByRole("img", { name: /^Page 1 of \d+$/ }),
    ).toBeVisible();
    // pdf.js drew it in its worker, a file of our own build; no frame, no browser viewer.
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/)]);
    expect(page.frames()).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
