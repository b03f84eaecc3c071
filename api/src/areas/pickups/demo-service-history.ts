import { addDays, PLAN_HORIZON_DAYS } from "@filtercycle/contract/pickup-rules";
import type { Db } from "#api/db/database.ts";
import { latestCollectionsOf } from "../impact/collections.service.ts";
import { kiosksOfCustomer } from "../impact/kiosk-lookup.ts";
import { pickups } from "./pickups.tables.ts";
import { ensurePlannedPickups } from "./planned-pickups.ts";

const COLLECTORS = ["Ramesh Patel", "Kiran Desai"] as const;

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
    bagCode: `BAG-${c.date.replaceAll("-", "")}-${labels.get(c.kioskId)?.label ?? ""}`,
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
}
