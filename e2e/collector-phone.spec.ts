import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { logIn, staffPage } from "./support/log-in";
import { linkFromMail } from "./support/mail";

/**
 * What a collector's phone keeps, against the built server: a logout from /account opened by a
 * full page load (the route screen's code never loaded in that page) leaves no day of stops in
 * IndexedDB and no remembered name; a camera photo is made small on the phone before it is
 * queued. `PHOTO_SAMPLE` names a real photo to measure (else a camera-sized one with grain is
 * made); the sizes before and after are printed. `SHOTS_DIR` keeps screenshots.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const NAME = `E2E Phone Café ${stamp}`;
const COLLECTOR = {
  name: `Kiran Collector ${stamp}`,
  email: `e2e-phone-${stamp.toLowerCase()}@example.com`,
  password: "Collector-pass-2026",
};
/** A second collector who logs in on the same phone after the first one's login is removed. */
const NEXT = {
  name: `Sunil Collector ${stamp}`,
  email: `e2e-phone-next-${stamp.toLowerCase()}@example.com`,
  password: "Collector-pass-2027",
};
const OWNER = {
  name: `Meera Owner ${stamp}`,
  email: `e2e-phone-owner-${stamp.toLowerCase()}@example.com`,
  password: "Owner-pass-2026-x",
};
const PHONE_VIEW = { width: 375, height: 812 };
const today = todayIn(BUSINESS_TIME_ZONE);

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** What IndexedDB `name` holds in `store` on the page (null: no such database or store). */
function keptIn(page: Page, name: string, store: string) {
  return page.evaluate(
    async ([db, os]) => {
      if (!(await indexedDB.databases()).some((d) => d.name === db)) return null;
      return new Promise<unknown[] | null>((resolve, reject) => {
        const open = indexedDB.open(db as string);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(os as string)) {
            conn.close();
            resolve(null);
            return;
          }
          const all = conn
            .transaction(os as string)
            .objectStore(os as string)
            .getAll();
          all.onsuccess = () => {
            conn.close();
            resolve(all.result);
          };
        };
      });
    },
    [name, store],
  );
}

test.describe.configure({ mode: "serial" });

/** Sets a password from the invitation mailed to `login`, in a context of its own. */
async function acceptInvitation(browser: Browser, login: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(await linkFromMail(login.email));
  await page.getByLabel("New password", { exact: true }).fill(login.password);
  await page.getByLabel("Confirm new password").fill(login.password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("link", { name: /^Go to / })).toBeVisible();
  return { context, page };
}

test.describe("the collector's phone", () => {
  let phone: Page;
  let staff: Page;
  let code: string;
  let collectorId: string;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    staff = await staffPage(browser);
    const created = await staff.request.post("/api/admin/customers", {
      data: {
        name: NAME,
        addressLine1: "9, Ashram Road",
        city: "Ahmedabad",
        state: "Gujarat",
        pincode: "380009",
        serviceType: "Kiosk Collection",
        businessType: "Café",
        benefitRatePerKg: 250,
      },
    });
    expect(created.status()).toBe(201);
    code = (await created.json()).code;
    // Installed today: a planned visit today at each.
    const kioskIds: string[] = [];
    for (const label of ["Gate", "Yard"]) {
      const kiosk = await staff.request.post(`/api/admin/customers/${code}/kiosks`, {
        data: { label, serial: `E2E-P-${label.toUpperCase()}-${stamp}`, installedOn: today },
      });
      expect(kiosk.status()).toBe(201);
      kioskIds.push((await kiosk.json()).id);
    }
    const invited = await staff.request.post("/api/admin/staff-logins", {
      data: { email: COLLECTOR.email, name: COLLECTOR.name, role: "collector" },
    });
    expect(invited.status()).toBe(201);
    collectorId = (await invited.json()).id;
    const next = await staff.request.post("/api/admin/staff-logins", {
      data: { email: NEXT.email, name: NEXT.name, role: "collector" },
    });
    expect(next.status()).toBe(201);
    await (await acceptInvitation(browser, NEXT)).context.close();

    // The owner asks for a pickup at Yard ("Kiosk full", with a note); staff schedule it today.
    const owner = await staff.request.post(`/api/admin/customers/${code}/logins`, {
      data: { email: OWNER.email, name: OWNER.name },
    });
    expect(owner.status()).toBe(201);
    const { context: ownerContext, page: ownerPage } = await acceptInvitation(browser, OWNER);
    const asked = await ownerPage.request.post("/api/pickup_requests", {
      data: {
        kioskId: kioskIds[1],
        reason: "kiosk_full",
        note: "Full since Monday; use the back gate.",
      },
    });
    expect(asked.status()).toBe(201);
    const requestId = (await asked.json()).id;
    await ownerContext.close();
    // The day's planned visits are made first (as the console's day view does), so the request
    // is scheduled onto Yard's visit of today.
    expect((await staff.request.get(`/api/admin/pickups?date=${today}`)).status()).toBe(200);
    const scheduled = await staff.request.post(`/api/admin/pickup_requests/${requestId}/schedule`, {
      data: { date: today },
    });
    expect(scheduled.status()).toBe(200);

    phone = await (await browser.newContext({ viewport: PHONE_VIEW })).newPage();
    await phone.goto(await linkFromMail(COLLECTOR.email));
    await phone.getByLabel("New password", { exact: true }).fill(COLLECTOR.password);
    await phone.getByLabel("Confirm new password").fill(COLLECTOR.password);
    await phone.getByRole("button", { name: "Save password" }).click();
    await phone.getByRole("link", { name: "Go to the console" }).click();
    await expect(phone).toHaveURL(/\/admin\/route$/);
  });

  test("a camera photo is made small on the phone before it is queued", async () => {
    const list = phone.getByRole("region", { name: /^All stops/ });
    await list.getByRole("button").filter({ hasText: NAME }).filter({ hasText: "Gate" }).click();
    await expect(phone.getByRole("heading", { level: 2, name: NAME })).toBeVisible();

    const sample = process.env.PHOTO_SAMPLE;
    const original = sample
      ? await readFile(sample)
      : await sharp({
          create: {
            width: 3000,
            height: 2250,
            channels: 3,
            background: "#5a7d4b",
            noise: { type: "gaussian", mean: 120, sigma: 40 },
          },
        })
          .jpeg({ quality: 92 })
          .toBuffer();
    const before = await sharp(original).metadata();
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "fc-photo-")), "kiosk.jpg");
    await writeFile(file, original);

    // A "Take photo" button that opens the camera, not the browser's "Choose File".
    const take = phone.getByLabel("Take photo");
    await expect(take).toHaveAttribute("capture", "environment");
    await expect(phone.getByText("Take photo", { exact: true })).toBeVisible();
    await take.setInputFiles(file);
    await expect(phone.getByRole("img", { name: "The chosen photo" })).toBeVisible();
    await expect(phone.getByText("Take another photo", { exact: true })).toBeVisible();
    await shot(phone, "route-photo-375");

    // Saved offline, so the queued photo is what the phone would send.
    await phone.context().setOffline(true);
    await phone.getByLabel("Weight (kg)").fill("0.7");
    await phone.getByRole("button", { name: "Done", exact: true }).click();
    await expect(phone.getByText("Waiting to send: 1")).toBeVisible();
    const queued = await phone.evaluate(async () => {
      const stops = await new Promise<{ photo: Blob | null }[]>((resolve, reject) => {
        const open = indexedDB.open("filtercycle-collector");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("stops").objectStore("stops").getAll();
          all.onsuccess = () => resolve(all.result);
        };
      });
      const photo = stops[0]?.photo;
      if (!photo) return null;
      const bitmap = await createImageBitmap(photo);
      return { size: photo.size, type: photo.type, width: bitmap.width, height: bitmap.height };
    });
    console.log(
      `photo before: ${original.length} bytes, ${before.width} × ${before.height}; queued: ${queued?.size} bytes, ${queued?.width} × ${queued?.height} (${queued?.type})`,
    );
    expect(queued).not.toBeNull();
    expect(queued?.type).toBe("image/jpeg");
    expect(Math.max(queued?.width ?? 0, queued?.height ?? 0)).toBe(1600);
    expect(queued?.size).toBeLessThanOrEqual(300 * 1024);

    await phone.context().setOffline(false);
    await expect(phone.getByText("1 stop sent")).toBeVisible({ timeout: 40_000 });
    await shot(phone, "route-sent-375");
  });

  test("a logout from /account opened by a full page load leaves no day of stops and no remembered name", async () => {
    await phone.goto("/admin/route");
    await expect(phone.getByText(/^Stops loaded /)).toBeVisible();
    await expect
      .poll(async () => ((await keptIn(phone, "filtercycle-collector-day", "day")) ?? []).length)
      .toBe(1);
    const kept = (await keptIn(phone, "filtercycle-collector-day", "day")) as {
      stops: Record<string, unknown>[];
    }[];
    // The phone's copy names the business but carries no money.
    expect(kept[0]?.stops.some((s) => s.customerName === NAME)).toBe(true);
    expect(kept[0]?.stops.every((s) => !("credit" in s))).toBe(true);
    // A name an older app remembered on this phone.
    await phone.evaluate(() => localStorage.setItem("filtercycle:collector-name", "Old Name"));

    // /account by a full page load: the route screen's code is not in this page.
    await phone.goto("/account");
    await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
    await phone.setViewportSize({ width: 1280, height: 900 });
    await phone
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Logout" })
      .click();
    await expect(phone).toHaveURL(/\/$/);
    await expect
      .poll(async () => ((await keptIn(phone, "filtercycle-collector-day", "day")) ?? []).length)
      .toBe(0);
    expect(await phone.evaluate(() => localStorage.getItem("filtercycle:collector-name"))).toBe(
      null,
    );
    expect(await phone.evaluate(() => localStorage.getItem("loginId"))).toBe(null);
  });

  test("a stop saved by a login removed before it was sent is held for an admin, never sent by the next login", async () => {
    // Logged out by the test before: the collector logs in again on the phone.
    await phone.setViewportSize(PHONE_VIEW);
    await logIn(phone, COLLECTOR);
    await expect(phone).toHaveURL(/\/admin\/route$/);
    const list = phone.getByRole("region", { name: /^All stops/ });
    await list.getByRole("button").filter({ hasText: NAME }).filter({ hasText: "Yard" }).click();
    // The customer's request behind the stop.
    await expect(phone.getByText("Kiosk full", { exact: true })).toBeVisible();
    await expect(phone.getByText("Full since Monday; use the back gate.")).toBeVisible();
    await shot(phone, "route-request-375");

    await phone.context().setOffline(true);
    await phone.getByLabel("Weight (kg)").fill("0.9");
    await phone.getByRole("button", { name: "Done", exact: true }).click();
    await expect(phone.getByText("Waiting to send: 1")).toBeVisible();
    // An admin removes this collector's login while the stop waits on the phone.
    expect((await staff.request.delete(`/api/admin/logins/${collectorId}`)).status()).toBe(204);
    // Back online the phone sends at once; the session is gone, so it goes to the login page.
    await phone.context().setOffline(false);
    await expect(phone).toHaveURL(/\/login/);

    // The next collector logs in on the same phone: the stop is not sent under their login.
    await phone.getByLabel("E-mail address").fill(NEXT.email);
    await phone.getByLabel("Password", { exact: true }).fill(NEXT.password);
    await phone.getByRole("button", { name: "Log in" }).click();
    await expect(phone).toHaveURL(/\/admin\/route$/);
    const held = phone.getByRole("alert").filter({ hasText: "was removed" });
    await expect(held).toContainText(
      `Yard, ${NAME}: not sent: the login that saved it (${COLLECTOR.name}) was removed. An admin records it with these details.`,
    );
    // What an admin needs to record it: the weight, and the stop's id among the details.
    await expect(held.getByRole("definition").filter({ hasText: /^0\.900$/ })).toBeVisible();
    await expect(held.getByRole("definition").filter({ hasText: /^[0-9a-f-]{36}$/ })).toBeVisible();
    const answer = await staff.request.get(`/api/admin/collections?customerCode=${code}`);
    expect((await answer.json()).items.map((c: { buttsKg: number }) => c.buttsKg)).toEqual([0.7]);
    await shot(phone, "route-held-375");
    await phone.setViewportSize({ width: 1280, height: 900 });
    await shot(phone, "route-held-1280");
    for (const language of ["gu", "hi"] as const) {
      expect((await phone.request.patch("/api/account", { data: { language } })).status()).toBe(
        200,
      );
      for (const [width, height] of [
        [375, 812],
        [1280, 900],
      ] as const) {
        await phone.setViewportSize({ width, height });
        await phone.goto("/admin/route");
        await expect(phone.locator("html")).toHaveAttribute("lang", language);
        await expect(phone.getByRole("alert").filter({ hasText: COLLECTOR.name })).toBeVisible();
        await phone
          .getByRole("listitem")
          .getByRole("button")
          .filter({ hasText: NAME })
          .filter({ hasText: "Yard" })
          .click();
        expect(
          await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await shot(phone, `route-held-${language}-${width}`);
      }
    }
  });
});
