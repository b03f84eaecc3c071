import { benefitTransactions } from "#api/areas/money/ledger.tables.ts";
import type { Db } from "#api/db/database.ts";
import { createCustomer } from "../customers/customers.service.ts";
import {
  addAwarenessRecords,
  addKiosk,
  recordCollections,
  recordRedemption,
  setSmokersServed,
} from "./impact.service.ts";

/**
 * Small hand-made data for the dashboard tests (used by *.test.ts only). Every collection weighs
 * 0.27 g a butt and business A earns ₹10 a kg, so a collection of N butts is N × 0.00027 kg and
 * credits N × 0.0027 rupees: the expected figures in the tests are worked out from the table
 * below in comments beside each assertion.
 *
 * Today is 2025-03-15 in Asia/Kolkata (FIXTURE_NOW).
 */
export const FIXTURE_NOW = new Date("2025-03-15T06:00:00Z"); // 11:30 in Kolkata
export const fixtureClock = () => FIXTURE_NOW;

/**
 * Business A's collections (kiosk, day, butts, kg → credit):
 *  1  K1 2024-01-31  1000  0.270 →  2.70   last day of a month
 *  2  K1 2024-02-01  2000  0.540 →  5.40   first day of the next
 *  3  K1 2024-02-29  3000  0.810 →  8.10   leap day
 *  4  K1 2024-03-01  4000  1.080 → 10.80
 *  5  K2 2024-12-14   500  0.135 →  1.35   the day before the year-end range
 *  6  K2 2024-12-15   600  0.162 →  1.62   first day of the year-end range
 *  7  K1 2024-12-31   700  0.189 →  1.89   last day of the year
 *  8  K2 2025-01-01   800  0.216 →  2.16   first day of the next year
 *  9  K1 2025-01-10   900  0.243 →  2.43   last day of the year-end range
 * 10  K1 2025-01-11  1100  0.297 →  2.97
 * 11  K1 2025-02-28  1200  0.324 →  3.24
 * 12  K3 2025-03-01  1300  0.351 →  3.51
 * 13  K1 2025-03-15  1400  0.378 →  3.78   today
 * 14  K1 2025-03-16  5000  1.350 → 13.50   tomorrow (entered ahead of time): never in "to today"
 * Benefit besides credits: adjustment +2.50 on 2025-01-05; redemption 50.00 on 2025-02-10
 * (more than February's 3.24 of credits).
 * Kiosks: K1 installed 2024-01-10; K2 installed 2024-06-01, removed 2025-01-05; K3 installed
 * 2025-03-01. Awareness: 120 people on 2024-05-01, 30 today, 1000 on 2025-04-01 (future).
 * Smokers served: 450.
 *
 * Business B (isolation): one kiosk since 2024-01-01, 9999 butts / 2.700 kg on 2025-03-10 at
 * ₹20 a kg (credit 54.00), a redemption of 7.00 on 2025-03-12, 500 people reached, 77 smokers.
 * Business C has nothing but its record.
 */
export async function seedDashboardFixtures(db: Db) {
  const a = await createCustomer(db, {
    code: "FC-2001",
    name: "Fixture Café",
    addressLine1: "1, Test Lane",
    addressLine2: "Near the Well",
    city: "Ahmedabad",
    state: "Gujarat",
    pincode: "380001",
    serviceType: "Kiosk Collection",
    businessType: "Café & Restaurant",
    benefitRatePerKg: "10.00",
  });
  const b = await createCustomer(db, {
    code: "FC-2002",
    name: "Other Business",
    serviceType: "Corporate Programme",
    businessType: "IT Office Campus",
    benefitRatePerKg: "20.00",
  });
  const c = await createCustomer(db, {
    code: "FC-2003",
    name: "New Business",
    serviceType: "Kiosk Collection",
    businessType: "Retail",
  });

  const kiosk = (customerId: string, label: string, installedOn: string, removedOn?: string) =>
    addKiosk(db, { customerId, label, installedOn, removedOn: removedOn ?? null });
  const k1 = await kiosk(a.id, "K1", "2024-01-10");
  const k2 = await kiosk(a.id, "K2", "2024-06-01", "2025-01-05");
  const k3 = await kiosk(a.id, "K3", "2025-03-01");
  const kb = await kiosk(b.id, "B1", "2024-01-01");

  const rows = (kioskId: string, list: [string, number][]) =>
    list.map(([collectedOn, butts]) => ({
      kioskId,
      collectedOn,
      buttsCount: butts,
      buttsKg: ((butts * 0.27) / 1000).toFixed(3),
    }));
  await recordCollections(
    db,
    k1,
    "10.00",
    rows(k1.id, [
      ["2024-01-31", 1000],
      ["2024-02-01", 2000],
      ["2024-02-29", 3000],
      ["2024-03-01", 4000],
      ["2024-12-31", 700],
      ["2025-01-10", 900],
      ["2025-01-11", 1100],
      ["2025-02-28", 1200],
      ["2025-03-15", 1400],
      ["2025-03-16", 5000],
    ]),
  );
  await recordCollections(
    db,
    k2,
    "10.00",
    rows(k2.id, [
      ["2024-12-14", 500],
      ["2024-12-15", 600],
      ["2025-01-01", 800],
    ]),
  );
  await recordCollections(db, k3, "10.00", rows(k3.id, [["2025-03-01", 1300]]));
  await db.insert(benefitTransactions).values({
    customerId: a.id,
    occurredOn: "2025-01-05",
    kind: "adjustment",
    amount: "2.50",
    reference: "Bonus",
  });
  await recordRedemption(db, {
    customerId: a.id,
    occurredOn: "2025-02-10",
    amount: "50.00",
    reference: "Payout",
  });
  await addAwarenessRecords(db, [
    { customerId: a.id, heldOn: "2024-05-01", peopleReached: 120 },
    { customerId: a.id, heldOn: "2025-03-15", peopleReached: 30 },
    { customerId: a.id, heldOn: "2025-04-01", peopleReached: 1000 },
  ]);
  await setSmokersServed(db, a.id, 450);

  await recordCollections(db, kb, "20.00", [
    { kioskId: kb.id, collectedOn: "2025-03-10", buttsCount: 9999, buttsKg: "2.700" },
  ]);
  await recordRedemption(db, {
    customerId: b.id,
    occurredOn: "2025-03-12",
    amount: "7.00",
    reference: "Payout",
  });
  await addAwarenessRecords(db, [{ customerId: b.id, heldOn: "2025-01-20", peopleReached: 500 }]);
  await setSmokersServed(db, b.id, 77);

  return { a: a.id, b: b.id, c: c.id };
}
