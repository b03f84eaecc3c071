import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { formatDayMonth } from "@filtercycle/contract/format";
import { expect, type Page, test } from "@playwright/test";
import { staffPage } from "./support/log-in";
import { linkFromMail, mailText } from "./support/mail";

/**
 * Pickups and service (issue 13) against the real server, its job queue and a real SMTP server.
 * One story, in order, on a business of its own (the demo figures other tests check stay as they
 * are): the customer requests a pickup; staff schedule it for today; the collector completes it
 * on a phone (375 px) with a photo; the customer's figures rise by exactly that kg, the Service tab
 * shows it with the photo, and the receipt arrives. Then a stop saved with the network cut is
 * kept on the phone and sent once when the network is back.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const NAME = `E2E Tea Stall ${stamp}`;
const OWNER = {
  name: "Ravi Patel",
  email: `e2e-pickups-${stamp.toLowerCase()}@example.com`,
  password: "Pickups-pass-2026",
};
const today = todayIn(BUSINESS_TIME_ZONE);
// A 1×1 PNG: the collector's photo of the bag.
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The collector's screen, moved on to the stop at `kiosk` of this test's business: chosen in the
 * list of the day's stops beside the one-at-a-time view (issue 28).
 */
async function openStop(phone: Page, kiosk: string) {
  await phone.goto("/admin/route");
  await expect(phone.getByRole("heading", { name: "Today's route" })).toBeVisible();
  await expect(phone.getByText(/^Stop \d+ of \d+$/)).toBeVisible();
  await phone
    .getByRole("region", { name: /^All stops/ })
    .getByRole("button")
    .filter({ hasText: NAME })
    .filter({ hasText: kiosk })
    .click();
  await expect(phone.getByRole("heading", { level: 2, name: NAME })).toBeVisible();
  await expect(phone.getByText(new RegExp(`^${kiosk} \\(`))).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test.describe("pickups and service", () => {
  let staff: Page;
  let customer: Page;
  let code: string;

  test.beforeAll(async ({ browser }) => {
    staff = await staffPage(browser);
    // The business, two kiosks installed today (so each has a planned visit today) and its owner.
    const created = await staff.request.post("/api/admin/customers", {
      data: {
        name: NAME,
        addressLine1: "12, Station Road",
        city: "Vadodara",
        state: "Gujarat",
        pincode: "390001",
        serviceType: "Kiosk Collection",
        businessType: "Café & Restaurant",
        benefitRatePerKg: 300,
      },
    });
    expect(created.status()).toBe(201);
    code = (await created.json()).code;
    for (const label of ["Terrace", "Gate"]) {
      const kiosk = await staff.request.post(`/api/admin/customers/${code}/kiosks`, {
        data: { label, serial: `E2E-${label.toUpperCase()}-${stamp}`, installedOn: today },
      });
      expect(kiosk.status()).toBe(201);
    }
    const invite = await staff.request.post(`/api/admin/customers/${code}/logins`, {
      data: { email: OWNER.email, name: OWNER.name },
    });
    expect(invite.ok()).toBe(true);

    customer = await (await browser.newContext()).newPage();
    await customer.goto(await linkFromMail(OWNER.email));
    await customer.getByLabel("New password", { exact: true }).fill(OWNER.password);
    await customer.getByLabel("Confirm new password").fill(OWNER.password);
    await customer.getByRole("button", { name: "Save password" }).click();
    await customer.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(customer).toHaveURL(/\/dashboard$/);
  });

  test("the customer requests a pickup and is told it was received", async () => {
    await customer.getByRole("tab", { name: "Service" }).click();
    await expect(customer).toHaveURL(/tab=service/);
    await customer.getByRole("button", { name: "Request a pickup for Terrace" }).click();
    const dialog = customer.getByRole("dialog", { name: "Request a pickup" });
    await dialog.getByLabel("Reason").selectOption({ label: "Kiosk full" });
    await dialog.getByLabel(/Note/).fill("Full since the weekend");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(customer.getByText(/^Pickup requested on /)).toBeVisible();
    const ack = await mailText(OWNER.email, /^Pickup request received: Terrace$/);
    expect(ack).toContain("We have received your request for a pickup at Terrace.");
  });

  test("staff schedule the request for today", async () => {
    await staff.goto("/admin/pickups");
    const waiting = staff.getByRole("table", { name: "Pickup requests waiting to be scheduled" });
    await waiting
      .getByRole("button", { name: `Schedule the request for Terrace, ${NAME}` })
      .click();
    const dialog = staff.getByRole("dialog", { name: "Schedule pickup" });
    await dialog.getByLabel("Visit date").fill(today);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      waiting.getByRole("button", { name: `Schedule the request for Terrace, ${NAME}` }),
    ).toHaveCount(0);
    await mailText(OWNER.email, /^Pickup scheduled: Terrace$/);
  });

  test("the collector completes it on a phone with a photo; figures, Service tab and receipt follow", async ({
    browser,
  }) => {
    const phone = await staffPage(browser, { viewport: { width: 375, height: 812 } });
    await openStop(phone, "Terrace");
    await phone.getByLabel("Weight (kg)").fill("0.62");
    await phone.getByLabel("Photo").setInputFiles({
      name: "bag.png",
      mimeType: "image/png",
      buffer: PHOTO,
    });
    await phone.getByRole("button", { name: "Done", exact: true }).click();
    await expect(phone.getByText(`Terrace, ${NAME}: Sent. Thank you!`)).toBeVisible();
    // Nothing is wider than the phone.
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // 0.62 kg weighed, no count: 0.62 × 3,600 = 2,232 butts estimated; 0.62 × ₹300 = ₹186.00.
    await customer.goto("/dashboard");
    const cards = customer
      .locator("section")
      .filter({ has: customer.getByRole("heading", { name: "Green Impact (Till Date)" }) });
    await expect(
      cards.getByRole("listitem").filter({ hasText: "Cigarette butts Collected in No." }),
    ).toContainText("2,232");

    await customer.goto("/dashboard?tab=service");
    const history = customer.getByRole("table", { name: "Service history, newest first" });
    const done = history
      .getByRole("row")
      .filter({ hasText: "Terrace" })
      .filter({ hasText: "Done" });
    await expect(done).toContainText("0.620");
    const photo = done.getByRole("img", { name: /^Photo of the pickup at Terrace/ });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1);

    const day = formatDayMonth(today);
    const receipt = await mailText(OWNER.email, /^Pickup receipt: Terrace$/);
    expect(receipt).toContain(`Collected 0.62 kg at Terrace on ${day}; ₹186.00 credited`);
    // A long header is folded onto the next line (RFC 5322).
    expect(receipt).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/unsubscribe\?token=/m);
    expect(receipt).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    await phone.context().close();
  });

  test("a stop saved with the network cut stays on the phone and is sent once when back", async ({
    browser,
  }) => {
    const phone = await staffPage(browser, { viewport: { width: 375, height: 812 } });
    await openStop(phone, "Gate");
    await phone.context().setOffline(true);
    await phone.getByLabel("Weight (kg)").fill("0.5");
    await phone.getByRole("button", { name: "Done", exact: true }).click();
    await expect(
      phone.getByText(
        `Gate, ${NAME}: Saved on this phone; it will be sent when you are back online.`,
      ),
    ).toBeVisible();
    await expect(phone.getByText("Waiting to send: 1")).toBeVisible();

    await phone.context().setOffline(false);
    // Back online, the phone sends what waits (on the browser's `online` event).
    await expect(phone.getByText(/^Waiting to send: /)).toHaveCount(0, { timeout: 20_000 });
    // Exactly two collections: the Terrace one and this, recorded once.
    const list = await staff.request.get(`/api/admin/collections?customerCode=${code}`);
    const page = await list.json();
    expect(page.total).toBe(2);
    expect(page.items.map((c: { buttsKg: number }) => c.buttsKg).sort()).toEqual([0.5, 0.62]);
    await phone.context().close();
  });
});
