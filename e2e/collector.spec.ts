import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { logIn, staffPage } from "./support/log-in";
import { linkFromMail } from "./support/mail";

/**
 * The collector's app (issue 28; docs/decisions/0085) against the built server: a collector
 * invited with the collector role completes a stop and is refused the rest of the console (API
 * and screens); the route screen, reloaded with the network off, still shows the route and a stop
 * saved offline, which is recorded once when the network returns. A business of its own, so the
 * demo figures other tests check stay as they are. `SHOTS_DIR` keeps screenshots of the screens.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const NAME = `E2E Route Café ${stamp}`;
// The stamp in the name too: a retry (a new worker, a new stamp) invites another collector, and
// the staff logins list must still show this run's one row (CI failed so once).
const COLLECTOR = {
  name: `Ramesh Collector ${stamp}`,
  email: `e2e-collector-${stamp.toLowerCase()}@example.com`,
  password: "Collector-pass-2026",
};
const PHONE_VIEW = { width: 375, height: 812 };
const today = todayIn(BUSINESS_TIME_ZONE);
const ADMIN_ONLY = "This area is for Filtercycle admins only. A collector uses the route screen.";

async function shot(page: Page, name: string, part?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const path = `${dir}/${name}.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

/** The route screen, moved on to this test's stop at `kiosk` with the list's button. */
async function openStop(phone: Page, kiosk: string) {
  const list = phone.getByRole("region", { name: /^All stops/ });
  await list.getByRole("button").filter({ hasText: NAME }).filter({ hasText: kiosk }).click();
  await expect(phone.getByRole("heading", { level: 2, name: NAME })).toBeVisible();
  await expect(phone.getByText(new RegExp(`^${kiosk} \\(`))).toBeVisible();
}

async function collectionsKg(staff: Page, code: string): Promise<number[]> {
  const answer = await staff.request.get(`/api/admin/collections?customerCode=${code}`);
  expect(answer.status()).toBe(200);
  const page = await answer.json();
  return page.items.map((c: { buttsKg: number }) => c.buttsKg).sort();
}

test.describe.configure({ mode: "serial" });

test.describe("the collector's app", () => {
  let staff: Page;
  let phone: Page;
  let code: string;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    staff = await staffPage(browser);
    const created = await staff.request.post("/api/admin/customers", {
      data: {
        name: NAME,
        addressLine1: "4, Law Garden Road",
        city: "Ahmedabad",
        state: "Gujarat",
        pincode: "380006",
        serviceType: "Kiosk Collection",
        businessType: "Café",
        benefitRatePerKg: 250,
        siteContactPhone: "+91 98250 12345",
      },
    });
    expect(created.status()).toBe(201);
    code = (await created.json()).code;
    // Installed today: each kiosk has a planned visit today.
    for (const label of ["North", "South"]) {
      const kiosk = await staff.request.post(`/api/admin/customers/${code}/kiosks`, {
        data: { label, serial: `E2E-R-${label.toUpperCase()}-${stamp}`, installedOn: today },
      });
      expect(kiosk.status()).toBe(201);
    }

    // Settings → Staff logins: invited with the collector role.
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.goto("/admin/settings");
    const invite = staff.locator("form").filter({ has: staff.getByLabel(/^Role/) });
    await invite.getByLabel("Name").fill(COLLECTOR.name);
    await invite.getByLabel("E-mail address").fill(COLLECTOR.email);
    await invite.getByLabel(/^Role/).selectOption({ label: "Collector" });
    const staffLogins = staff.getByRole("region", { name: "Staff logins" });
    await shot(staff, "settings-staff-form-1280", staffLogins);
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(staff.getByText(`Invitation sent to ${COLLECTOR.email}.`)).toBeVisible();
    await expect(
      staff
        .getByRole("row", { name: new RegExp(COLLECTOR.name) })
        .getByRole("cell", { name: "Collector", exact: true }),
    ).toBeVisible();
    await staff.setViewportSize(PHONE_VIEW);
    await shot(staff, "settings-staff-form-375", staffLogins);

    phone = await (await browser.newContext({ viewport: PHONE_VIEW })).newPage();
    await phone.goto(await linkFromMail(COLLECTOR.email));
    await phone.getByLabel("New password", { exact: true }).fill(COLLECTOR.password);
    await phone.getByLabel("Confirm new password").fill(COLLECTOR.password);
    await phone.getByRole("button", { name: "Save password" }).click();
    await phone.getByRole("link", { name: "Go to the console" }).click();
    // A collector's console is the route.
    await expect(phone).toHaveURL(/\/admin\/route$/);
  });

  test("a collector completes a stop and is refused the customers list (API and screen)", async () => {
    await expect(phone.getByRole("heading", { name: "Today's route" })).toBeVisible();
    await expect(phone.getByText(/^Stops loaded /)).toBeVisible();
    // A collector has no console to go back to.
    await expect(phone.getByRole("link", { name: "Back to the console" })).toHaveCount(0);
    await openStop(phone, "North");
    // Tap-to-navigate (the address) and tap-to-call (the site contact).
    const navigate = phone.getByRole("link", { name: `Navigate to ${NAME} (opens maps)` });
    await expect(navigate).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        `${NAME}, 4, Law Garden Road, Ahmedabad, 380006`,
      )}`,
    );
    await expect(
      phone.getByRole("link", { name: `Call ${NAME}: +91 98250 12345` }),
    ).toHaveAttribute("href", "tel:+919825012345");
    await shot(phone, "route-online-375");
    await phone.getByLabel("Weight (kg)").fill("0.4");
    await phone.getByRole("button", { name: "Done", exact: true }).click();
    // The confirmation is where the collector looks: focused, in view, a status.
    const confirmation = phone.getByRole("status").filter({ hasText: `North, ${NAME}: Sent.` });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    const row = phone
      .getByRole("region", { name: /^All stops/ })
      .getByRole("button")
      .filter({ hasText: NAME })
      .filter({ hasText: "North" });
    await expect(row).toContainText("Done");
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await collectionsKg(staff, code)).toEqual([0.4]);

    // Everything else is refused: the API…
    const customers = await phone.request.get("/api/admin/customers");
    expect(customers.status()).toBe(403);
    expect((await customers.json()).detail).toBe(ADMIN_ONLY);
    // …and the console's screens, whose menu offers only the route.
    await phone.goto("/admin/customers");
    await expect(phone.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(phone.getByText(ADMIN_ONLY)).toBeVisible();
    await phone.getByRole("button", { name: "Menu" }).click();
    const nav = phone.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link")).toHaveText(["Collector's route"]);
    await shot(phone, "collector-403-375");
    await phone.getByRole("link", { name: "Go to the route" }).click();
    await expect(phone).toHaveURL(/\/admin\/route$/);
  });

  test("reloaded with the network off, the route shows with a stop saved offline, sent once when back", async () => {
    // Opened as the installed app opens it: a page load of /admin/route (a worker controls the
    // pages loaded in its scope, not one reached by a link inside another page).
    await phone.goto("/admin/route");
    await expect(phone.getByRole("heading", { name: "Today's route" })).toBeVisible();
    // The worker controls the route screen (and only it).
    await phone.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    expect(
      await phone.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
      ),
    ).toEqual(["/admin/route"]);
    // The manifest of the installable route app.
    const manifest = await phone.evaluate(() =>
      document.querySelector('link[rel="manifest"]')?.getAttribute("href"),
    );
    expect(manifest).toBe("/collector.webmanifest");
    const app = await (await phone.request.get("/collector.webmanifest")).json();
    expect(app).toMatchObject({
      start_url: "/admin/route",
      scope: "/admin/route",
      display: "standalone",
    });

    await phone.context().setOffline(true);
    const reloaded = await phone.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // Not sent to /login: the session cannot be checked offline, so the stored one stands.
    await expect(phone).toHaveURL(/\/admin\/route$/);
    await expect(phone.getByRole("heading", { name: "Today's route" })).toBeVisible();
    await expect(phone.getByText(/^No network: showing the stops as last loaded /)).toBeVisible();
    await openStop(phone, "South");
    await phone.getByLabel("Weight (kg)").fill("0.3");
    await phone.getByRole("button", { name: "Done", exact: true }).click();
    await expect(
      phone.getByText(
        `South, ${NAME}: Saved on this phone; it will be sent when you are back online.`,
      ),
    ).toBeVisible();
    await expect(phone.getByText("Waiting to send: 1")).toBeVisible();

    // Reloaded again, still offline: the route and the stop waiting to be sent are there.
    await phone.reload();
    await expect(phone.getByText(/^No network: showing the stops as last loaded /)).toBeVisible();
    await expect(phone.getByText("Waiting to send: 1")).toBeVisible();
    const south = phone
      .getByRole("region", { name: /^All stops/ })
      .getByRole("button")
      .filter({ hasText: NAME })
      .filter({ hasText: "South" });
    await expect(south).toContainText("Waiting to send");
    await shot(phone, "route-offline-375");
    expect(await collectionsKg(staff, code)).toEqual([0.4]);

    await phone.context().setOffline(false);
    await expect(phone.getByText(/^Waiting to send: /)).toHaveCount(0, { timeout: 20_000 });
    await expect(south).toContainText("Done");
    // Recorded once: the North stop and this one.
    expect(await collectionsKg(staff, code)).toEqual([0.3, 0.4]);
    await phone.setViewportSize({ width: 1280, height: 900 });
    await shot(phone, "route-online-1280");
  });

  test("a collector who reads Gujarati gets the route in Gujarati, on a new phone offline too", async ({
    browser,
  }) => {
    const chosen = await phone.request.patch("/api/account", { data: { language: "gu" } });
    expect(chosen.status()).toBe(200);
    // A new phone: its first load of the route, in Gujarati, is before the worker is there.
    const context = await browser.newContext({ viewport: PHONE_VIEW });
    const gu = await context.newPage();
    await logIn(gu, COLLECTOR);
    await expect(gu).toHaveURL(/\/admin\/route$/);
    await expect(gu.locator("html")).toHaveAttribute("lang", "gu");
    await expect(gu.getByRole("heading", { level: 1 })).toHaveText(/^આજનો રૂટ \d+ /);
    await expect(gu.getByText(/^સ્ટોપ લોડ થયાનો સમય: /)).toBeVisible();
    const list = gu.getByRole("region", { name: /^બધા સ્ટોપ/ });
    const north = list.getByRole("button").filter({ hasText: NAME }).filter({ hasText: "North" });
    await expect(north).toContainText("થઈ ગયું");
    await north.click();
    await expect(gu.getByText("થઈ ગયું: 0.400 કિલો")).toBeVisible();
    await expect(gu.getByRole("link", { name: "ફોન કરો" })).toHaveAttribute(
      "href",
      "tel:+919825012345",
    );
    expect(
      await gu.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shot(gu, "route-gu-375");

    // The worker keeps what the page loaded before it was there (the page came from /login, so
    // the worker does not control it): the Gujarati words among them.
    await expect
      .poll(() =>
        gu.evaluate(async () => {
          const assets = performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith("/assets/"));
          const kept = await Promise.all(assets.map((url) => caches.match(url)));
          return assets.length > 0 && kept.every(Boolean);
        }),
      )
      .toBe(true);
    await context.setOffline(true);
    await gu.reload();
    await expect(gu.getByRole("heading", { level: 1 })).toHaveText(/^આજનો રૂટ \d+ /);
    await expect(gu.getByText(/^નેટવર્ક નથી: છેલ્લે લોડ થયેલા સ્ટોપ બતાવ્યા છે/)).toBeVisible();
    await expect(list.getByRole("button").filter({ hasText: NAME })).toHaveCount(2);
    await shot(gu, "route-gu-offline-375");
    await context.close();
  });

  test("public pages are not controlled by the route's worker", async () => {
    await phone.goto("/");
    await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await phone.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
