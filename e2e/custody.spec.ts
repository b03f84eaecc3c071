import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { expect, test } from "@playwright/test";
import { signedInPage, staffPage } from "./support/log-in";

/**
 * The chain of custody (issue 15) against the real server: staff record a bag's intake 10 %
 * heavier than its pickup and see it flagged in words, put it in a batch, make a lot of it; the
 * demo customer's Collections tab then says what that collection became. The bag is the demo
 * business's newest one awaiting intake; codes are this run's own.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
const BATCH = `B-E2E-${stamp}`;
const LOT = `L-E2E-${stamp}`;
const today = todayIn(BUSINESS_TIME_ZONE);

test("staff flag a mismatching intake, batch it and make a lot; the customer sees what it became", async ({
  browser,
}) => {
  const staff = await staffPage(browser);

  const awaiting = await staff.request.get("/api/admin/intakes?status=awaiting");
  expect(awaiting.status()).toBe(200);
  const bag = (await awaiting.json()).items[0] as {
    bagCode: string;
    pickupKg: number;
    collectedOn: string;
  };
  expect(bag).toBeDefined();
  // 10 % heavier than the pickup: beyond the 5 % tolerance.
  const weight = (Math.round(bag.pickupKg * 1.1 * 1000) / 1000).toFixed(3);

  // exact: the overview's "Go to custody" link appears once its figures load.
  await staff.getByRole("link", { name: "Custody", exact: true }).click();
  await expect(staff.getByRole("heading", { name: "Chain of custody", level: 1 })).toBeVisible();
  const intake = staff.getByRole("region", { name: "Record intake" });
  await intake.getByLabel("Bag code").fill(bag.bagCode);
  await intake.getByLabel("Received on").fill(today);
  await intake.getByLabel("Weight on intake (kg)").fill(weight);
  await intake.getByRole("button", { name: "Record intake" }).click();
  await expect(intake.getByText(`Intake of bag ${bag.bagCode} recorded`)).toBeVisible();

  await staff
    .getByRole("navigation", { name: "Show bags" })
    .getByRole("link", { name: "Flagged" })
    .click();
  await expect(staff).toHaveURL(/status=flagged/);
  const flagged = staff.getByRole("table", { name: /: Flagged$/ });
  const row = flagged.getByRole("row").filter({ hasText: bag.bagCode });
  await expect(row).toContainText(
    /Weight differs by \+(9\.\d|10(\.\d)?|11(\.\d)?) % \(tolerance 5 %\)/,
  );

  // Recording the same bag again is refused with the API's words.
  await intake.getByLabel("Bag code").fill(bag.bagCode);
  await intake.getByLabel("Received on").fill(today);
  await intake.getByLabel("Weight on intake (kg)").fill(weight);
  await intake.getByRole("button", { name: "Record intake" }).click();
  await expect(intake.getByText(`Bag ${bag.bagCode} was already received`)).toBeVisible();

  const batch = staff.getByRole("region", { name: "Create batch" });
  await batch.getByLabel("Batch code").fill(BATCH);
  await batch.getByLabel("Started on").fill(today);
  await batch.getByLabel("Bag codes").fill(bag.bagCode);
  await batch.getByRole("button", { name: "Create batch" }).click();
  await expect(batch.getByText(`Batch ${BATCH} created with 1 bag.`)).toBeVisible();

  const lot = staff.getByRole("region", { name: "Add product lot" });
  await lot.getByLabel("Batch").selectOption({ label: BATCH });
  await lot.getByLabel("Lot code").fill(LOT);
  await lot.getByLabel("Product").fill("bookmarks");
  await lot.getByLabel("Made on").fill(today);
  await lot.getByRole("button", { name: "Add lot" }).click();
  await expect(lot.getByText(`Lot ${LOT} (bookmarks) added to batch ${BATCH}.`)).toBeVisible();
  const batches = staff.getByRole("table", { name: "Processing batches, newest first" });
  await expect(batches.getByRole("row").filter({ hasText: BATCH })).toContainText(
    `bookmarks, lot ${LOT}`,
  );

  const customer = await signedInPage(browser, "customer", {
    viewport: { width: 375, height: 800 },
  });
  await customer.goto(
    `/dashboard?tab=collections&period=custom&from=${bag.collectedOn}&to=${bag.collectedOn}`,
  );
  const log = customer.getByRole("table", { name: /^Collections, .*newest first$/ });
  await expect(log.getByText(`Became bookmarks, lot ${LOT}`)).toBeVisible();
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
});
