import { eq } from "drizzle-orm";
import { findKioskRef } from "#api/areas/kiosks/index.ts";
import type { Db } from "#api/db/database.ts";
import { pickupRequests, pickups } from "./pickups.tables.ts";

/** What the notifications area needs of a pickup for its e-mails (it reads no pickups tables). */
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
  const [row] = await db.select().from(pickups).where(eq(pickups.id, pickupId));
  if (!row) return undefined;
  const kiosk = await findKioskRef(db, row.kioskId);
  return {
    customerId: row.customerId,
    kioskLabel: kiosk?.label ?? "",
    plannedOn: row.plannedOn,
    missReason: row.missReason,
    missNote: row.missNote,
    rescheduledTo: row.rescheduledTo,
    collectionId: row.collectionId,
  };
}

/** What the notifications area needs of a pickup request for its e-mails. */
export type RequestFacts = {
  customerId: string;
  kioskLabel: string;
  reason: string;
  scheduledOn: string | null;
  declineReason: string;
  /** The login that asked (null for a request made before logins were recorded). */
  requestedBy: string | null;
};

export async function requestFacts(db: Db, requestId: string): Promise<RequestFacts | undefined> {
  const [row] = await db.select().from(pickupRequests).where(eq(pickupRequests.id, requestId));
  if (!row) return undefined;
  const kiosk = await findKioskRef(db, row.kioskId);
  return {
    customerId: row.customerId,
    kioskLabel: kiosk?.label ?? "",
    reason: row.reason,
    scheduledOn: row.scheduledOn,
    declineReason: row.declineReason,
    requestedBy: row.requestedBy,
  };
}
