import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { expect, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { staffPage } from "./support/log-in";
import { linkFromMail } from "./support/mail";

/**
 * The public impact page (issue 15) against the real server, on a business of its own: one
 * kiosk and one collection of 2.5 kg counted as 800 butts today. The owner turns the page on in
 * the dashboard's "Public page" tab; a browser with JavaScript off reads the figures from the
 * HTML; the kiosk poster's QR code leads there; turned off, the address answers 404 at once.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toLowerCase();
const NAME = `E2E Impact Cafe ${stamp}`;
const SLUG = `e2e-impact-cafe-${stamp}`;
const OWNER = {
  name: "Mira Shah",
  email: `e2e-impact-${stamp}@example.com`,
  password: "Impact-pass-2026",
};
const today = todayIn(BUSINESS_TIME_ZONE);
/** Where the screenshots are kept to be looked at (beside Playwright's own results). */
const SHOTS = path.resolve("test-results", "impact-page-shots");

test.describe.configure({ mode: "serial" });

test.describe("public impact page", () => {
  let owner: Page;

  test.beforeAll(async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    const staff = await staffPage(browser);
    const created = await staff.request.post("/api/admin/customers", {
      data: {
        name: NAME,
        addressLine1: "4, MG Road",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411001",
        serviceType: "Kiosk Collection",
        businessType: "Café & Restaurant",
        benefitRatePerKg: 300,
      },
    });
    expect(created.status()).toBe(201);
    const code = (await created.json()).code;
    const serial = `E2E-IMPACT-${stamp}`;
    const kiosk = await staff.request.post(`/api/admin/customers/${code}/kiosks`, {
      data: { label: "Counter", serial, installedOn: today },
    });
    expect(kiosk.status()).toBe(201);
    const collection = await staff.request.post("/api/admin/collections", {
      data: { kioskSerial: serial, date: today, buttsKg: 2.5, buttsNumber: 800 },
    });
    expect(collection.status()).toBe(201);
    const invite = await staff.request.post(`/api/admin/customers/${code}/logins`, {
      data: { email: OWNER.email, name: OWNER.name },
    });
    expect(invite.ok()).toBe(true);
    await staff.context().close();

    owner = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await owner.goto(await linkFromMail(OWNER.email));
    await owner.getByLabel("New password", { exact: true }).fill(OWNER.password);
    await owner.getByLabel("Confirm new password").fill(OWNER.password);
    await owner.getByRole("button", { name: "Save password" }).click();
    await owner.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(owner).toHaveURL(/\/dashboard$/);
  });

  test("is off until the owner turns it on; then a browser without JavaScript sees the figures", async ({
    browser,
    baseURL,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await noScript.newPage();
    const before = await visitor.goto(`/impact/${SLUG}`);
    expect(before?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { name: "No impact page here" })).toBeVisible();

    await owner.getByRole("tab", { name: "Public page" }).click();
    await expect(owner.getByText("Your impact page is off: nobody can see it.")).toBeVisible();
    await owner.getByRole("switch", { name: "Show my impact page publicly" }).check();
    const address = owner.getByRole("textbox", { name: "Page address" });
    await expect(address).toHaveValue(SLUG);
    await owner.getByRole("button", { name: "Save" }).click();
    await expect(owner.getByText("Your impact page is on.")).toBeVisible();
    await expect(owner.getByRole("link", { name: /Open my impact page/ })).toHaveAttribute(
      "href",
      `${baseURL}/impact/${SLUG}`,
    );

    await visitor.setViewportSize({ width: 375, height: 800 });
    const shown = await visitor.goto(`/impact/${SLUG}`);
    expect(shown?.status()).toBe(200);
    expect(await shown?.text()).not.toMatch(/<script/i);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(NAME);
    const figures = visitor.locator("dl");
    await expect(figures).toContainText("Kiosks1");
    await expect(figures).toContainText("Cigarette butts collected800");
    await expect(figures).toContainText("Kg collected2.500");
    await expect(visitor.getByRole("img", { name: "The last 12 months" })).toBeVisible();
    await expect(
      visitor.getByText("Nothing has been made from this business’s butts yet", { exact: false }),
    ).toBeVisible();
    expect(
      await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await visitor.screenshot({ path: path.join(SHOTS, "public-page-375.png"), fullPage: true });
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await visitor.screenshot({ path: path.join(SHOTS, "public-page-1280.png"), fullPage: true });
    await noScript.close();
  });

  test("the kiosk poster's QR code leads to the page", async ({ baseURL }, testInfo) => {
    const download = owner.waitForEvent("download");
    await owner.getByRole("button", { name: "Download kiosk poster" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("kiosk-poster.pdf");
    const pdf = testInfo.outputPath("kiosk-poster.pdf");
    await file.saveAs(pdf);
    const text = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain(NAME);
    expect(text).toContain("Scan to see what this café's butts became");
    const out = testInfo.outputPath("poster");
    execFileSync("pdftoppm", [
      "-png",
      "-scale-to-x",
      "375",
      "-scale-to-y",
      "-1",
      "-singlefile",
      pdf,
      out,
    ]);
    copyFileSync(`${out}.png`, path.join(SHOTS, "poster-375.png"));
    const png = PNG.sync.read(readFileSync(`${out}.png`));
    expect(png.width).toBe(375);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      `${baseURL}/impact/${SLUG}`,
    );
  });

  test("turned off, the address answers 404 at once", async ({ request }) => {
    await owner.getByRole("switch", { name: "Show my impact page publicly" }).uncheck();
    await owner.getByRole("button", { name: "Save" }).click();
    await expect(owner.getByText("Your impact page is off: nobody can see it.")).toBeVisible();
    const gone = await request.get(`/impact/${SLUG}`);
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain("No impact page here");
    expect((await request.get(`/impact/${SLUG}/share.png`)).status()).toBe(404);
  });
});
