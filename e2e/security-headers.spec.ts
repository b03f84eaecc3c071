import { PUBLIC_PATHS } from "@filtercycle/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

/**
 * The Content-Security-Policy in a real browser (docs/decisions/0045): every page hydrates with
 * no violation (React Router's inline scripts are allowed by their hashes), and an uploaded PDF
 * still shows in the media modal's frame although its answer is a sandboxed document.
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

  test("the signed-in app runs, and a PDF shows in the media modal's frame", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/dashboard?tab=videos");

    const [pdf] = await Promise.all([
      page.waitForResponse((r) => /\/api\/media\/[^/]+\/file$/.test(r.url())),
      page.getByRole("button", { name: "View PDF" }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(await pdf.headerValue("content-security-policy")).toContain("sandbox");
    // Chromium's PDF viewer (its own extension frame) has opened the file inside the sandbox.
    await expect
      .poll(async () => {
        const viewer = page.frames().find((f) => f.url().startsWith("chrome-extension://"));
        return viewer ? /<pdf-viewer\b/.test(await viewer.content()) : false;
      })
      .toBe(true);
    expect(await violations()).toEqual([]);
  });
});
