import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { expect, test } from "@playwright/test";
import { staffPage } from "./support/log-in";
import { linkFromMail } from "./support/mail";

/**
 * Issue 28 "The Overview is a to-do list", against the real server: a business of its own (one
 * kiosk, 2 kg at ₹300/kg credits ₹600.00) whose owner asks for a ₹400.00 payout and a pickup;
 * the staff Overview lists both, with the business and how long each waited, and approves the
 * payout and schedules the pickup from there. A wrong address under /admin/… is a not-found page
 * inside the console, with its navigation.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const NAME = `E2E Overview Cafe ${stamp}`;
const OWNER = {
  name: "Nila Shah",
  email: `e2e-overview-${stamp.toLowerCase()}@example.com`,
  password: "Overview-pass-2026",
};
const today = todayIn(BUSINESS_TIME_ZONE);

test("the Overview lists a customer's payout and pickup requests, with Approve and Schedule", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const created = await staff.request.post("/api/admin/customers", {
    data: {
      name: NAME,
      addressLine1: "7, Ashram Road",
      city: "Ahmedabad",
      state: "Gujarat",
      pincode: "380009",
      serviceType: "Kiosk Collection",
      businessType: "Café & Restaurant",
      benefitRatePerKg: 300,
    },
  });
  expect(created.status()).toBe(201);
  const code = (await created.json()).code as string;
  const serial = `E2E-OVERVIEW-${stamp}`;
  const kiosk = await staff.request.post(`/api/admin/customers/${code}/kiosks`, {
    data: { label: "Counter", serial, installedOn: today },
  });
  expect(kiosk.status()).toBe(201);
  const collection = await staff.request.post("/api/admin/collections", {
    data: { kioskSerial: serial, date: today, buttsKg: 2 },
  });
  expect(collection.status()).toBe(201);
  const invite = await staff.request.post(`/api/admin/customers/${code}/logins`, {
    data: { email: OWNER.email, name: OWNER.name },
  });
  expect(invite.ok()).toBe(true);

  const customer = await (await browser.newContext()).newPage();
  await customer.goto(await linkFromMail(OWNER.email));
  await customer.getByLabel("New password", { exact: true }).fill(OWNER.password);
  await customer.getByLabel("Confirm new password").fill(OWNER.password);
  await customer.getByRole("button", { name: "Save password" }).click();
  await customer.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(customer).toHaveURL(/\/dashboard$/);

  // The owner asks for ₹400.00 of the ₹600.00 balance …
  const card = customer
    .locator("section")
    .filter({ has: customer.getByRole("heading", { name: "Available to redeem" }) });
  await expect(card).toContainText("₹600.00");
  await card.getByRole("button", { name: "Request a payout" }).click();
  const payoutDialog = customer.getByRole("dialog", { name: "Request a payout" });
  await payoutDialog.getByLabel(/^Amount/).fill("400");
  await payoutDialog.getByRole("button", { name: "Send request" }).click();
  await expect(
    customer.getByText("Payout of ₹400.00 requested. We will e-mail you when it is paid."),
  ).toBeVisible();
  // … and a pickup of the full kiosk.
  await customer.getByRole("tab", { name: "Service" }).click();
  await customer.getByRole("button", { name: "Request a pickup for Counter" }).click();
  const pickupDialog = customer.getByRole("dialog", { name: "Request a pickup" });
  await pickupDialog.getByLabel("Reason").selectOption({ label: "Kiosk full" });
  await pickupDialog.getByRole("button", { name: "Send" }).click();
  await expect(customer.getByText(/^Pickup requested on /)).toBeVisible();

  await staff.goto("/admin");
  const payouts = staff.getByRole("region", { name: "Payout requests to approve" });
  const payoutRow = payouts.getByRole("row").filter({ hasText: NAME });
  await expect(payoutRow).toContainText("₹400.00");
  await expect(payoutRow).toContainText("today");
  await expect(
    payouts.getByRole("link", { name: /payout requests? waits? for approval$/ }),
  ).toHaveAttribute("href", "/admin/payouts?requests=requested");

  const pickups = staff.getByRole("region", { name: "Pickup requests to schedule" });
  const pickupRow = pickups.getByRole("row").filter({ hasText: NAME });
  await expect(pickupRow).toContainText("Counter");
  await expect(pickupRow).toContainText("Kiosk full");
  await expect(pickupRow).toContainText("today");

  await payoutRow.getByRole("button", { name: `Approve ₹400.00 for ${NAME}` }).click();
  await expect(payouts.getByRole("status")).toHaveText(`Approved ₹400.00 for ${NAME}.`);
  await expect(payouts.getByRole("row").filter({ hasText: NAME })).toHaveCount(0);

  await pickupRow.getByLabel(`Date for Counter at ${NAME}`).fill(today);
  await pickupRow.getByRole("button", { name: `Schedule Counter at ${NAME}` }).click();
  await expect(pickups.getByRole("status")).toContainText(`Scheduled Counter at ${NAME} on `);
  await expect(pickups.getByRole("row").filter({ hasText: NAME })).toHaveCount(0);

  // The customer's Service tab now shows the request scheduled; the payout is approved.
  const requests = await staff.request.get("/api/admin/payout_requests?status=approved");
  expect(JSON.stringify(await requests.json())).toContain(NAME);
});

test("a wrong address under /admin/ is a not-found page inside the console", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  await staff.goto("/admin/no-such-screen");
  await expect(staff.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(
    staff.getByText("There is no console screen at this address.", { exact: false }),
  ).toBeVisible();
  // The console's navigation is there, so staff go on from where they are.
  await expect(staff.getByRole("link", { name: "Customers", exact: true })).toBeVisible();
  await staff.getByRole("link", { name: "Go to the Overview" }).click();
  await expect(staff).toHaveURL(/\/admin$/);
});
