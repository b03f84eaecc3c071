import { readFile } from "node:fs/promises";
import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { expect, type Page, test } from "@playwright/test";
import { logIn, staffPage } from "./support/log-in";
import { linkFromMail, mailText } from "./support/mail";

/**
 * The customer's money and insight (issue 14) against the real server and a real SMTP server, on
 * a business of its own: a collection of 2.5 kg at ₹300/kg credits ₹750.00; the owner sees it on
 * the balance card, requests ₹500.00; staff approve it and mark it paid; the owner is e-mailed,
 * the balance is ₹250.00, the Money tab's statement and its CSV say the same; the collection is
 * in the Collections tab with "Report a problem", which reaches the staff inbox.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const NAME = `E2E Money Cafe ${stamp}`;
const OWNER = {
  name: "Asha Rao",
  email: `e2e-money-${stamp.toLowerCase()}@example.com`,
  password: "Money-pass-2026",
};
const today = todayIn(BUSINESS_TIME_ZONE);

test.describe.configure({ mode: "serial" });

test.describe("money and insight", () => {
  let staff: Page;
  let customer: Page;
  let code: string;

  test.beforeAll(async ({ browser }) => {
    staff = await staffPage(browser);
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
    code = (await created.json()).code;
    const serial = `E2E-MONEY-${stamp}`;
    const kiosk = await staff.request.post(`/api/admin/customers/${code}/kiosks`, {
      data: { label: "Counter", serial, installedOn: today },
    });
    expect(kiosk.status()).toBe(201);
    // 2.5 kg weighed, no count: ₹750.00 credited at ₹300/kg.
    const collection = await staff.request.post("/api/admin/collections", {
      data: { kioskSerial: serial, date: today, buttsKg: 2.5 },
    });
    expect(collection.status()).toBe(201);
    const invite = await staff.request.post(`/api/admin/customers/${code}/logins`, {
      data: { email: OWNER.email, name: OWNER.name },
    });
    expect(invite.ok()).toBe(true);

    customer = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await customer.goto(await linkFromMail(OWNER.email));
    await customer.getByLabel("New password", { exact: true }).fill(OWNER.password);
    await customer.getByLabel("Confirm new password").fill(OWNER.password);
    await customer.getByRole("button", { name: "Save password" }).click();
    await customer.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(customer).toHaveURL(/\/dashboard$/);
  });

  test("the owner sees the balance, the rate and the customer number, and requests a payout", async () => {
    await expect(customer.getByText(`Customer ID: ${code}`)).toBeVisible();
    const card = customer
      .locator("section")
      .filter({ has: customer.getByRole("heading", { name: "Available to redeem" }) });
    await expect(card).toContainText("₹750.00");
    await expect(card).toContainText("Rate: ₹300.00 per kg");
    await expect(card).toContainText("No payouts yet");

    await card.getByRole("button", { name: "Request a payout" }).click();
    const dialog = customer.getByRole("dialog", { name: "Request a payout" });
    await dialog.getByLabel(/^Amount/).fill("500");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(
      customer.getByText("Payout of ₹500.00 requested. We will e-mail you when it is paid."),
    ).toBeVisible();
  });

  test("staff approve the request and mark it paid; the owner is e-mailed", async () => {
    await staff.goto("/admin/payouts");
    const amount = "₹500.00";
    await staff.getByRole("button", { name: `Approve ${amount} for ${code}` }).click();
    await expect(staff.getByText(`Payout of ${amount} for ${code} approved.`)).toBeVisible();
    await staff.getByRole("button", { name: `Mark ${amount} for ${code} paid` }).click();
    const dialog = staff.getByRole("dialog", { name: "Mark payout paid" });
    await dialog.getByLabel("Reference (UTR or cheque number)").fill(`UTR${stamp}`);
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(
      staff.getByText(`Payout of ${amount} for ${code} marked paid and recorded in the ledger.`),
    ).toBeVisible();

    const mail = await mailText(OWNER.email, /^Payout of ₹500\.00 paid$/);
    expect(mail).toContain(`UTR${stamp}`);
  });

  test("the balance, the statement and its CSV agree after the payout", async () => {
    await customer.goto("/dashboard");
    const card = customer
      .locator("section")
      .filter({ has: customer.getByRole("heading", { name: "Available to redeem" }) });
    await expect(card).toContainText("₹250.00");
    await expect(card).toContainText(`(UTR${stamp})`);

    await customer.getByRole("tab", { name: "Money" }).click();
    await expect(customer).toHaveURL(/tab=money/);
    await expect(customer.getByText("Closing balance").first()).toBeVisible();
    const requests = customer.getByRole("table", { name: "Payout requests, newest first" });
    await expect(requests).toContainText("Paid");
    await expect(requests).toContainText(`UTR${stamp}`);

    const downloading = customer.waitForEvent("download");
    await customer.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-${code}-.*\\.csv$`));
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain(`${NAME} (${code})`);
    expect(csv).toMatch(/Closing balance,250(\.00)?\r\n/);
    expect(csv).toContain("750");
    expect(csv).toContain("-500");
  });

  test("the collection is in the log; a reported problem reaches the staff inbox", async () => {
    await customer.getByRole("tab", { name: "Collections" }).click();
    await expect(customer).toHaveURL(/tab=collections/);
    const log = customer.getByRole("table", { name: /^Collections, .*newest first$/ });
    const row = log.getByRole("row").filter({ hasText: "Counter" });
    // 2.5 kg × 3,600 butts per kg, estimated.
    await expect(row).toContainText("≈ 9,000");
    await expect(row).toContainText("2.500");
    await row.getByRole("button", { name: /^Report a problem/ }).click();
    const dialog = customer.getByRole("dialog", { name: "Report a problem" });
    await dialog.getByLabel(/What is wrong\?/).fill("We gave two bags, not one.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(
      customer.getByText("Thanks — our team will look into it and reply by e-mail."),
    ).toBeVisible();

    await staff.goto("/admin/inbox");
    await expect(staff.getByText("We gave two bags, not one.")).toBeVisible();
  });

  test("every new panel fits a 375 px phone", async ({ browser }) => {
    const phone = await (
      await browser.newContext({ viewport: { width: 375, height: 812 } })
    ).newPage();
    await logIn(phone, OWNER);
    await expect(phone).toHaveURL(/\/dashboard$/);
    for (const tab of ["", "?tab=money", "?tab=collections"]) {
      await phone.goto(`/dashboard${tab}`);
      await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
      await phone.waitForLoadState("networkidle");
      expect(
        await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `sideways scroll on /dashboard${tab}`,
      ).toBeLessThanOrEqual(0);
    }
    await phone.context().close();
  });
});
