import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { staffPage } from "./support/log-in";
import { linkFromMail } from "./support/mail";

/**
 * The operations console against the real server (playwright.config.ts: the built app on a fresh
 * data folder with the demo seed; e-mail over SMTP to a real SMTP server). One story, in order:
 * staff create a business and a kiosk, record a collection and invite a login; the invitee
 * accepts from the e-mail and sees exactly that collection and its credit; staff record a payout
 * and the customer's "Benefit Amount Redeemed" follows; a CSV import is refused with every
 * problem listed, then the fixed file is imported; a video is uploaded with its progress bar and
 * shows in the customer's gallery; staff view the dashboard as the customer; deactivation ends
 * the customer's session at their next call.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const BUSINESS = {
  name: `E2E Chai Point ${stamp}`,
  addressLine1: "4, Law Garden Road",
  city: "Ahmedabad",
  state: "Gujarat",
  pincode: "380006",
  serviceType: "Kiosk Collection",
  businessType: "Café & Restaurant",
  rate: "300.00",
};
const KIOSK = { label: "Terrace", serial: `E2E-${stamp}`, installedOn: "2026-01-05" };
const INVITEE = {
  name: "Meera Shah",
  email: `e2e-console-${stamp.toLowerCase()}@example.com`,
  password: "Console-pass-2026",
};
const today = todayIn(BUSINESS_TIME_ZONE);

const rupees = (value: number) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
  }).format(value);

const section = (page: Page, heading: string) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

async function rowCells(table: Locator, label: string): Promise<string[]> {
  return table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell")
    .allTextContents();
}

test.describe.configure({ mode: "serial" });

test.describe("the operations console", () => {
  let staff: Page;
  let customer: Page;
  let code: string;

  test.beforeAll(async ({ browser }) => {
    staff = await staffPage(browser);
  });

  test("staff create a business and a kiosk, record a collection and invite a login", async () => {
    await staff.getByRole("link", { name: "Customers" }).click();
    await staff.getByRole("link", { name: "Add customer" }).click();
    await staff.getByLabel("Business name").fill(BUSINESS.name);
    await staff.getByLabel("Address line 1").fill(BUSINESS.addressLine1);
    await staff.getByLabel("City").fill(BUSINESS.city);
    await staff.getByLabel("State").fill(BUSINESS.state);
    await staff.getByLabel("PIN code").fill(BUSINESS.pincode);
    await staff.getByLabel("Service type").fill(BUSINESS.serviceType);
    await staff.getByLabel("Business type").fill(BUSINESS.businessType);
    await staff.getByLabel("Benefit rate (₹ per kg)").fill(BUSINESS.rate);
    await staff.getByRole("button", { name: "Save customer" }).click();

    const heading = staff.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(BUSINESS.name);
    code = (await heading.textContent())?.match(/FC-\d+/)?.[0] ?? "";
    expect(code).toMatch(/^FC-\d{4,}$/);
    await expect(staff).toHaveURL(new RegExp(`/admin/customers/${code}$`));

    // A kiosk with the serial printed on it.
    await staff.getByRole("button", { name: "Add kiosk" }).click();
    const kioskDialog = staff.getByRole("dialog", { name: "Add a kiosk" });
    await kioskDialog.getByLabel("Label").fill(KIOSK.label);
    await kioskDialog.getByLabel("Serial").fill(KIOSK.serial);
    await kioskDialog.getByLabel("Install date").fill(KIOSK.installedOn);
    await kioskDialog.getByRole("button", { name: "Save" }).click();
    await expect(kioskDialog).toBeHidden();
    await expect(section(staff, "Kiosks").getByRole("cell", { name: KIOSK.serial })).toBeVisible();

    // A collection: 2.5 kg, 9,000 butts counted → credit 2.5 × ₹300 = ₹750.00.
    await staff
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Collections" })
      .click();
    await staff.getByRole("button", { name: "Record collection" }).click();
    const collectionDialog = staff.getByRole("dialog", { name: "Record a collection" });
    await collectionDialog.getByLabel("Kiosk serial").fill(KIOSK.serial);
    await collectionDialog.getByLabel("Date collected").fill("2026-02-10");
    await collectionDialog.getByLabel("Weight (kg)").fill("2.5");
    await collectionDialog.getByLabel(/Number of butts/).fill("9000");
    await collectionDialog.getByRole("button", { name: "Save" }).click();
    await expect(collectionDialog).toBeHidden();
    await staff.goto(`/admin/collections?customer=${code}`);
    const row = staff.getByRole("row").filter({ hasText: KIOSK.serial });
    await expect(row).toContainText("9,000");
    await expect(row).toContainText(rupees(750));

    // A login for the business, invited by e-mail.
    await staff.goto(`/admin/customers/${code}`);
    const logins = section(staff, "Logins");
    await logins.getByLabel("Name").fill(INVITEE.name);
    await logins.getByLabel("E-mail address").fill(INVITEE.email);
    await logins.getByRole("button", { name: "Send invitation" }).click();
    await expect(staff.getByText(`Invitation sent to ${INVITEE.email}.`)).toBeVisible();
  });

  test("the invitee accepts from the e-mail and sees exactly that collection and its credit", async ({
    browser,
  }) => {
    customer = await (await browser.newContext()).newPage();
    const link = await linkFromMail(INVITEE.email);
    await customer.goto(link);
    await customer.getByLabel("New password", { exact: true }).fill(INVITEE.password);
    await customer.getByLabel("Confirm new password").fill(INVITEE.password);
    await customer.getByRole("button", { name: "Save password" }).click();
    await customer.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(customer).toHaveURL(/\/dashboard$/);

    const cards = section(customer, "Green Impact (Till Date)");
    await expect(cards.getByRole("listitem").filter({ hasText: "Kiosks Installed" })).toContainText(
      "1",
    );
    await expect(
      cards.getByRole("listitem").filter({ hasText: "Cigarette butts Collected in No." }),
    ).toContainText("9,000");
    const cigarette = section(customer, "CIGARETTE BUTT COLLECTION");
    await expect.poll(() => rowCells(cigarette, "Butts in Number")).toContain("9,000");
    expect((await rowCells(cigarette, "Butts in Kgs")).at(-1)).toBe("2.500");
    const benefit = section(customer, "YOUR BENEFIT VALUE");
    await expect
      .poll(async () => (await rowCells(benefit, "Benefit Amount")).at(-1))
      .toBe(rupees(750));
    expect((await rowCells(benefit, "Benefit Amount Redeemed")).at(-1)).toBe(rupees(0));
  });

  test("a payout recorded by staff shows as Benefit Amount Redeemed", async () => {
    await staff.goto("/admin/payouts");
    const form = staff.getByRole("region", { name: "Record payout" });
    await form.getByLabel("Customer code").fill(code);
    await expect(form.getByText(`Current balance: ${rupees(750)}`)).toBeVisible();
    await form.getByLabel("Amount (₹)").fill("500");
    await form.getByLabel("Date paid").fill(today);
    await form.getByLabel("Reference (UTR or cheque number)").fill(`UTR${stamp}`);
    await form.getByRole("button", { name: "Record payout" }).click();
    await expect(
      staff.getByText(
        `Payout of ${rupees(500)} recorded for ${code}. New balance: ${rupees(250)}.`,
      ),
    ).toBeVisible();

    await customer.reload();
    const benefit = section(customer, "YOUR BENEFIT VALUE");
    await expect
      .poll(async () => (await rowCells(benefit, "Benefit Amount Redeemed")).at(-1))
      .toBe(rupees(500));
  });

  test("a CSV import with bad rows lists every problem and imports nothing; the fixed file imports", async () => {
    await staff.goto("/admin/collections");
    const panel = section(staff, "Import collections from CSV");
    const header = "customer_code,kiosk_serial,date,butts_number,butts_kg";
    const bad = [
      header,
      `${code},${KIOSK.serial},2026-03-01,,1.200`,
      `FC-999999,${KIOSK.serial},2026-03-02,4000,1.100`,
      `${code},NO-SUCH-KIOSK,2026-03-03,4000,1.100`,
      `${code},${KIOSK.serial},2099-01-01,4000,1.100`,
      `${code},${KIOSK.serial},2026-03-04,4000,-1`,
    ].join("\n");
    await panel.getByLabel("CSV file").setInputFiles({
      name: "collections.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(bad),
    });
    await panel.getByRole("button", { name: "Check file" }).click();
    await expect(
      panel.getByText("4 problems found; nothing was imported. Fix them and check the file again."),
    ).toBeVisible();
    const problems = panel.getByRole("table", { name: "Problems found in the file" });
    // Each problem names its line as a spreadsheet numbers it (the header is line 1).
    await expect(problems.getByRole("row")).toHaveCount(5);
    for (const [row, column] of [
      ["3", "customer_code"],
      ["4", "kiosk_serial"],
      ["5", "date"],
      ["6", "butts_kg"],
    ]) {
      await expect(
        problems.getByRole("row").filter({ hasText: new RegExp(`^\\s*${row}\\s*${column}`) }),
      ).toHaveCount(1);
    }
    await staff.goto(`/admin/collections?customer=${code}`);
    await expect(staff.getByText("1 collection", { exact: true })).toBeVisible();

    // Dates as a spreadsheet in India writes them (issue 28): day first, with / or -.
    const fixed = [
      header,
      `${code},${KIOSK.serial},21/03/2026,,1.200`,
      `${code},${KIOSK.serial},22-03-2026,4000,1.100`,
    ].join("\n");
    const fixedPanel = section(staff, "Import collections from CSV");
    await fixedPanel.getByLabel("CSV file").setInputFiles({
      name: "collections-fixed.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(fixed),
    });
    await fixedPanel.getByRole("button", { name: "Check file" }).click();
    // 2.3 kg at ₹300 = ₹690.00 of credits.
    await expect(
      fixedPanel.getByText(`The file is clean: 2 new rows, 2.300 kg, ${rupees(690)} of credits.`),
    ).toBeVisible();
    await fixedPanel.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(fixedPanel.getByText("Imported 2 collections.")).toBeVisible();
    await staff.reload();
    await expect(staff.getByText("3 collections", { exact: true })).toBeVisible();
    // The first row gave only a weight: its number is estimated (1.2 kg × 3,600 = 4,320).
    const estimated = staff.getByRole("row").filter({ hasText: "4,320" });
    await expect(estimated).toContainText("estimated");
    await expect(estimated).toContainText("21 Mar 2026");
    await expect(staff.getByRole("row").filter({ hasText: "22 Mar 2026" })).toContainText("4,000");
  });

  test("a video uploaded with its progress bar shows in the customer's gallery", async () => {
    await staff.goto(`/admin/customers/${code}`);
    const upload = section(staff, "Upload a file");
    await upload.getByLabel("Event type").selectOption({ index: 1 });
    const eventType =
      (await upload.getByLabel("Event type").locator("option:checked").textContent()) ?? "";
    await upload.getByLabel("Related link").fill(`https://example.com/e2e-${stamp.toLowerCase()}`);
    await upload
      .getByLabel("File", { exact: true })
      .setInputFiles("api/src/seed/assets/sample-video.webm");
    // A slow uplink (about 6 KB/s) so the 23 KB upload is seen in progress.
    const cdp = await staff.context().newCDPSession(staff);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 6 * 1024,
    });
    await upload.getByRole("button", { name: "Upload", exact: true }).click();
    const progress = upload.getByRole("progressbar", { name: "Upload progress" });
    await expect(progress).toBeVisible();
    await expect(upload.getByText(/^\d{1,3}% · [\d.]+ (B|kB|MB)\/s$/)).toBeVisible();
    await expect(upload.getByRole("button", { name: "Cancel upload" })).toBeVisible();
    await expect(upload.getByText("Uploaded sample-video.webm.")).toBeVisible({ timeout: 20_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await customer.goto("/dashboard?tab=videos");
    const cards = customer.getByRole("tabpanel").getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("heading")).toHaveText(eventType);
    await expect(cards.getByRole("link", { name: /Related Link/ })).toHaveCount(1);
  });

  test("staff view the dashboard as the customer, read-only", async () => {
    await staff.goto(`/admin/customers/${code}`);
    await staff.getByRole("link", { name: "View as customer" }).click();
    await expect(staff).toHaveURL(new RegExp(`/dashboard\\?customerId=${code}$`));
    await expect(
      staff.getByText(`Viewing ${BUSINESS.name} (${code}) as staff — read-only`),
    ).toBeVisible();
    const cigarette = section(staff, "CIGARETTE BUTT COLLECTION");
    // 9,000 counted + 4,320 estimated + 4,000 = 17,320 butts; 4.8 kg.
    await expect
      .poll(async () => (await rowCells(cigarette, "Butts in Number")).at(-1))
      .toBe("17,320");
    expect((await rowCells(cigarette, "Butts in Kgs")).at(-1)).toBe("4.800");
    await expect(staff.getByRole("link", { name: "Redeem" })).toHaveCount(0);
  });

  test("deactivating the business ends its login's session at the next call", async () => {
    expect((await customer.request.get("/api/get_green_impact")).status()).toBe(200);
    await staff.goto(`/admin/customers/${code}`);
    await staff.getByRole("button", { name: "Deactivate" }).click();
    const confirm = staff.getByRole("dialog", { name: `Deactivate ${BUSINESS.name}?` });
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toContainText("Deactivated");
    expect((await customer.request.get("/api/get_green_impact")).status()).toBe(401);
  });
});
