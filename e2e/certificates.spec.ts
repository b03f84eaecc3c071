import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { formatDay } from "@filtercycle/contract/format";
import type { GreenImpact } from "@filtercycle/contract/impact/dashboard";
import { expect, test } from "@playwright/test";
import { signedInPage } from "./support/log-in";

/**
 * Verifiable certificates (issue 15) against the real server with the demo seed: the owner
 * downloads the green certificate, its number (read from the PDF) opens a public page that says
 * "Valid"; staff revoke it in the console and the page says "Revoked on …" at once.
 */

const downloads = mkdtempSync(path.join(os.tmpdir(), "fc-e2e-certificates-"));
const NUMBER = /Certificate no\. (FC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/;

/** Today in the business time zone, as the product writes a day ("26 Sep 2026", never "Sept"). */
const today = () => formatDay(todayIn(BUSINESS_TIME_ZONE));

test("a downloaded certificate checks as valid, then as revoked once staff revoke it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await signedInPage(browser, "customer");
  await customer.goto("/dashboard");
  const impact = (await (
    await customer.request.get("/api/get_green_impact")
  ).json()) as GreenImpact;

  const [file] = await Promise.all([
    customer.waitForEvent("download"),
    customer.getByRole("button", { name: "Download Green Certificate" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("green-certificate.pdf");
  const target = path.join(downloads, file.suggestedFilename());
  await file.saveAs(target);
  const text = execFileSync("pdftotext", [target, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  const number = NUMBER.exec(text)?.[1];
  expect(number, text).toBeDefined();
  expect(text).toContain(`/verify/${number}`);

  // Anyone, signed in or not, on a phone.
  const visitor = await (
    await browser.newContext({ viewport: { width: 375, height: 812 } })
  ).newPage();
  const answer = await visitor.goto(`/verify/${number}`);
  expect(answer?.status()).toBe(200);
  await expect(visitor.locator(".status")).toContainText("Valid");
  await expect(visitor.getByText(impact.name).first()).toBeVisible();
  const noSidewaysScroll = await visitor.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(noSidewaysScroll).toBe(true);
  await visitor.screenshot({ path: "/tmp/certs-verify-375.png", fullPage: true });

  const staff = await signedInPage(browser, "staff");
  await staff.goto(`/admin/customers/${impact.customerId}`);
  const certificates = staff
    .locator("section")
    .filter({ has: staff.getByRole("heading", { name: "Certificates", exact: true }) });
  await expect(certificates.getByRole("link", { name: number as string })).toHaveAttribute(
    "href",
    `/verify/${number}`,
  );
  await certificates.getByRole("button", { name: `Revoke certificate ${number}` }).click();
  const dialog = staff.getByRole("dialog", { name: `Revoke certificate ${number}` });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(dialog.getByText("Enter the reason.").first()).toBeVisible();
  await dialog.getByLabel("Reason").fill("Issued in error");
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(dialog).toBeHidden();
  await expect(certificates.getByText(`Certificate ${number} revoked.`)).toBeVisible();
  await certificates.screenshot({ path: "/tmp/certs-console-1280.png" });
  await expect(certificates.getByRole("row").filter({ hasText: number as string })).toContainText(
    `Revoked on ${today()}`,
  );

  await visitor.reload();
  await expect(visitor.locator(".status")).toContainText(`Revoked on ${today()}`);
  await expect(visitor.getByText("Reason: Issued in error")).toBeVisible();
  await visitor.screenshot({ path: "/tmp/certs-verify-revoked-375.png", fullPage: true });

  // A neighbour of the number names nothing.
  const last = (number as string).at(-1) === "0" ? "1" : "0";
  const neighbour = await visitor.goto(`/verify/${(number as string).slice(0, -1)}${last}`);
  expect(neighbour?.status()).toBe(404);
  await expect(visitor.locator("main")).toHaveText(/No certificate has this number/);
  await expect(visitor.locator("main")).not.toContainText(impact.name);
});

// One test per width (each was a loop inside one test): a loaded machine took the pair of page
// loads, menus and full-page screenshots past the 30 s a test may take (failed once so).
for (const width of [375, 1280]) {
  test(`/verify at ${width} px wears the site's header and footer, looks a number up, and says when none is found`, async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto("/verify");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate check");
    const nav = page.getByRole("navigation", { name: "Main" });
    if (width < 768) {
      // On a phone the links fold into a Menu that opens without JavaScript.
      await expect(nav.getByRole("link", { name: "Services" })).toBeHidden();
      await page.getByText("Menu", { exact: true }).click();
    }
    await expect(nav.getByRole("link", { name: "Services" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "About us" }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({ path: `/tmp/field-verify-${width}.png`, fullPage: true });

    // A number typed as people type it that names no certificate: a not-found page, with the box.
    await page.getByLabel("Certificate number").fill("fc 0000 0000 0000");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\/verify\/FC-0000-0000-0000$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate not found");
    await expect(page.locator(".status")).toContainText("No certificate has this number");
    await expect(page.getByLabel("Certificate number")).toHaveValue("FC-0000-0000-0000");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({ path: `/tmp/field-verify-missing-${width}.png`, fullPage: true });
    await page.close();
  });
}
