/**
 * FOR THE INTEGRATOR: these queries read the pickups area's tables (pickups, pickup_requests) and
 * belong in the pickups area's service; they are here only because that area was being written
 * at the same time. Move them there and import them from it.
 */
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { kiosks } from "../impact/impact.tables.ts";
import { pickupRequests, pickups } from "../pickups/pickups.tables.ts";

export type PickupFacts = {
  customerId: string;
  kioskLabel: string;
  plannedOn: string;
  missReason: string | null;
  missNote: string;
  rescheduledTo: string | null;
  collectionId: number | null;
};

export async function pickupFacts(db: Db, pickupId: string): Promise<PickupFacts | undefined> {
  const p = pickups;
  const [row] = await queryRows<PickupFacts>(
    db,
    sql`select ${p.customerId} as "customerId", ${kiosks.label} as "kioskLabel",
          to_char(${p.plannedOn}, 'YYYY-MM-DD') as "plannedOn", ${p.missReason} as "missReason",
          ${p.missNote} as "missNote", to_char(${p.rescheduledTo}, 'YYYY-MM-DD') as "rescheduledTo",
          ${p.collectionId}::int as "collectionId"
        from ${p} join ${kiosks} on ${kiosks.id} = ${p.kioskId}
        where ${p.id} = ${pickupId}`,
  );
  return row;
}

export type RequestFacts = {
  customerId: string;
  kioskLabel: string;
  reason: string;
  scheduledOn: string | null;
  declineReason: string;
};

export async function requestFacts(db: Db, requestId: string): Promise<RequestFacts | undefined> {
  const r = pickupRequests;
  const [row] = await queryRows<RequestFacts>(
    db,
    sql`select ${r.customerId} as "customerId", ${kiosks.label} as "kioskLabel",
          ${r.reason} as reason, to_char(${r.scheduledOn}, 'YYYY-MM-DD') as "scheduledOn",
          ${r.declineReason} as "declineReason"
        from ${r} join ${kiosks} on ${kiosks.id} = ${r.kioskId}
        where ${r.id} = ${requestId}`,
  );
  return row;
}
