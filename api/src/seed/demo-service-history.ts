import { addDays, PLAN_HORIZON_DAYS } from "@filtercycle/contract/pickups/pickup-rules";
import { collectionFacts, latestCollectionsOf } from "#api/areas/collections/index.ts";
import { createBatch, createLot, recordIntake } from "#api/areas/custody/index.ts";
import { kiosksOfCustomer } from "#api/areas/kiosks/index.ts";
import { collectionCredits } from "#api/areas/money/index.ts";
import { pickups } from "#api/areas/pickups/pickups.tables.ts";
import { ensurePlannedPickups } from "#api/areas/pickups/planned-pickups.ts";
import type { Db } from "#api/db/database.ts";

const COLLECTORS = ["Ramesh Patel", "Kiran Desai"] as const;

/** "FC-B-0041", "FC-B-0042", …: the demo's bag codes, oldest pickup first. */
const demoBagCode = (index: number) => `FC-B-${String(41 + index).padStart(4, "0")}`;

/**
 * The demo business's service history, so the Service tab is not empty on a fresh install: its
 * latest collections become done pickups (collector, bag code), one visit before the newest was
 * missed (site closed) and moved to that day; and the next PLAN_HORIZON_DAYS are planned.
 * Collections and their figures are left as they are.
 */
export async function seedServiceHistory(db: Db, customerId: string, today: string): Promise<void> {
  const labels = new Map((await kiosksOfCustomer(db, customerId)).map((k) => [k.id, k]));
  const latest = await latestCollectionsOf(db, customerId, 3);
  const rows: (typeof pickups.$inferInsert)[] = latest.map((c, i) => ({
    kioskId: c.kioskId,
    customerId,
    plannedOn: c.date,
    status: "done",
    collectionId: c.id,
    collector: COLLECTORS[i % COLLECTORS.length] as string,
    // Sealed bags are numbered in the order they were filled.
    bagCode: demoBagCode(i),
    completedAt: new Date(`${c.date}T11:30:00+05:30`),
  }));
  const newest = latest.at(-1);
  const kiosk = newest && labels.get(newest.kioskId);
  if (newest && kiosk && addDays(newest.date, -2) >= kiosk.installedOn) {
    rows.push({
      kioskId: newest.kioskId,
      customerId,
      plannedOn: addDays(newest.date, -2),
      status: "missed",
      missReason: "site_closed",
      missNote: "",
      rescheduledTo: newest.date,
      collector: COLLECTORS[0],
    });
  }
  if (rows.length > 0) await db.insert(pickups).values(rows);
  await ensurePlannedPickups(db, today, addDays(today, PLAN_HORIZON_DAYS), { customerId });
  await seedCustodyHistory(
    db,
    latest.map((c, i) => ({ bagCode: demoBagCode(i), date: c.date, collectionId: c.id })),
    today,
  );
}

/** Intake weights of the demo's oldest bags, as a share of the pickup weight (one is −7.5 %). */
const INTAKE_SHARES = [0.985, 1.012, 0.97, 1.021, 0.993, 0.925];
const SEED_ACTOR = { id: null, name: "seed" };
const notAfter = (date: string, today: string) => (date > today ? today : date);

/**
 * The demo's chain of custody, oldest bags furthest along: the first three were batched and made
 * into coasters and keychains, the next two are in a batch, the sixth was received 7.5 % light
 * (flagged, held back), the newest await intake. Recorded through the console's own service.
 */
async function seedCustodyHistory(
  db: Db,
  bags: { bagCode: string; date: string; collectionId: number }[],
  today: string,
): Promise<void> {
  const received = bags.slice(0, INTAKE_SHARES.length);
  if (received.length < INTAKE_SHARES.length) return;
  const facts = await collectionFacts(
    db,
    collectionCredits,
    received.map((bag) => bag.collectionId),
  );
  const receivedOn = received.map((bag) => notAfter(addDays(bag.date, 2), today));
  for (const [i, bag] of received.entries()) {
    const kg = facts.get(bag.collectionId)?.buttsKg ?? 0;
    await recordIntake(
      db,
      {
        bagCode: bag.bagCode,
        receivedOn: receivedOn[i] as string,
        weightKg: Math.round(kg * (INTAKE_SHARES[i] as number) * 1000) / 1000,
        note: i === 5 ? "Bag damp on arrival; held back for a check" : "",
      },
      SEED_ACTOR,
    );
  }
  const started = (upTo: number) =>
    notAfter(addDays(receivedOn.slice(0, upTo).sort().at(-1) as string, 1), today);
  const first = await createBatch(
    db,
    {
      code: `B-${started(3).slice(0, 4)}-117`,
      startedOn: started(3),
      bagCodes: received.slice(0, 3).map((bag) => bag.bagCode),
      note: "",
    },
    SEED_ACTOR,
  );
  const madeOn = notAfter(addDays(first.startedOn, 4), today);
  await createLot(db, first.id, { code: "L-0411", product: "coasters", madeOn }, SEED_ACTOR);
  await createLot(db, first.id, { code: "L-0412", product: "keychains", madeOn }, SEED_ACTOR);
  await createBatch(
    db,
    {
      code: `B-${started(5).slice(0, 4)}-118`,
      startedOn: started(5),
      bagCodes: received.slice(3, 5).map((bag) => bag.bagCode),
      note: "",
    },
    SEED_ACTOR,
  );
}
