import { offsetOf, type PageRequest } from "@filtercycle/contract/paging";
import {
  OPEN_REQUEST_STATUSES,
  type REQUEST_STATUSES,
} from "@filtercycle/contract/pickups/pickup-rules";
import type { PickupRequestCreate } from "@filtercycle/contract/pickups/pickups";
import { preferredDateProblem } from "@filtercycle/contract/pickups/preferred-date";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { isUniqueViolation } from "#api/areas/customers/index.ts";
import { findKioskRef } from "#api/areas/kiosks/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import type { Notify } from "#api/lib/notices.ts";
import { dateNotBefore, PICKUP_MESSAGES, PICKUP_REFUSALS } from "./pickup-messages.ts";
import type { RequestRow } from "./pickup-views.ts";
import { plannedPickupOn } from "./pickups.service.ts";
import { pickupRequests, pickups } from "./pickups.tables.ts";

/**
 * Pickup requests: a customer asks (one open request per kiosk), staff schedule it on a day (its
 * planned pickup) or decline it; the pickup's completion closes it (pickups.service.ts).
 */

const OPEN_INDEX = "pickup_requests_one_open_per_kiosk";

/** The business's request for one of its kiosks in service; 404 for any other kiosk. */
export async function createRequest(
  db: Db,
  customerId: string,
  input: Required<PickupRequestCreate>,
  requestedBy: string,
  today: string,
  notify: Notify,
): Promise<RequestRow> {
  const kiosk = await findKioskRef(db, input.kioskId);
  // Another business's kiosk answers exactly like a missing one, so ids cannot be probed.
  if (
    !kiosk ||
    kiosk.customerId !== customerId ||
    kiosk.removedOn !== null ||
    kiosk.installedOn > today
  )
    throw PICKUP_REFUSALS.noKiosk();
  const preferred = input.preferredOn;
  const problem = preferred === null ? null : preferredDateProblem(preferred, today);
  if (problem) {
    throw new HttpError(400, `The preferred date ${problem}.`, [
      { field: "preferredOn", message: problem },
    ]);
  }
  try {
    return await db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: pickupRequests.id })
        .from(pickupRequests)
        .where(
          and(
            eq(pickupRequests.kioskId, kiosk.id),
            inArray(pickupRequests.status, OPEN_REQUEST_STATUSES),
          ),
        );
      if (open) throw PICKUP_REFUSALS.openRequestExists();
      const [row] = await tx
        .insert(pickupRequests)
        .values({
          kioskId: kiosk.id,
          customerId,
          reason: input.reason,
          note: input.note,
          preferredOn: preferred,
          requestedBy,
        })
        .returning();
      if (!row) throw new Error("pickup request insert returned no row");
      await notify(tx, { kind: "requestReceived", requestId: row.id });
      return row;
    });
  } catch (error) {
    // Two requests for one kiosk at the same moment: the index keeps one.
    if (isUniqueViolation(error, OPEN_INDEX)) throw PICKUP_REFUSALS.openRequestExists();
    throw error;
  }
}

/** A page of a business's requests, newest first (ties by id), and how many it has. */
export async function requestsOf(
  db: Db,
  customerId: string,
  page: PageRequest,
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = eq(pickupRequests.customerId, customerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pickupRequests)
      .where(where)
      .orderBy(desc(pickupRequests.createdAt), desc(pickupRequests.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(pickupRequests).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A page of every business's requests in one status, oldest first (the queue to work through). */
export async function requestsIn(
  db: Db,
  status: (typeof REQUEST_STATUSES)[number],
  page: PageRequest,
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = eq(pickupRequests.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pickupRequests)
      .where(where)
      .orderBy(asc(pickupRequests.createdAt), asc(pickupRequests.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(pickupRequests).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

async function lockRequest(tx: Db, id: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(pickupRequests)
    .where(eq(pickupRequests.id, id))
    .for("update");
  if (!row) throw new HttpError(404, PICKUP_MESSAGES.noRequest);
  return row;
}

const auditView = (row: RequestRow) => ({
  id: row.id,
  kioskId: row.kioskId,
  reason: row.reason,
  note: row.note,
  status: row.status,
  scheduledOn: row.scheduledOn,
  pickupId: row.pickupId,
  declineReason: row.declineReason,
});

async function audit(
  tx: Db,
  actor: AuditActor,
  action: string,
  before: RequestRow,
  after: RequestRow,
) {
  await recordAudit(tx, {
    actor,
    entity: "pickup request",
    entityId: after.id,
    customerId: after.customerId,
    action,
    before: auditView(before),
    after: auditView(after),
  });
}

/**
 * Schedules a request (or moves a scheduled one) on `date`: its pickup is the kiosk's planned
 * pickup that day, or a new one. A pickup made for the request moves with it (or goes, when the
 * kiosk has a planned pickup on the new day already).
 */
export async function scheduleRequest(
  db: Db,
  id: string,
  date: string,
  actor: AuditActor,
  today: string,
  notify: Notify,
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (before.status !== "requested" && before.status !== "scheduled")
      throw new HttpError(409, PICKUP_MESSAGES.requestNotOpen(before.status, "schedule"));
    dateNotBefore("date", date, today, "today");
    if (before.status === "scheduled" && before.scheduledOn === date) return before;

    const [old] = before.pickupId
      ? await tx.select().from(pickups).where(eq(pickups.id, before.pickupId)).for("update")
      : [];
    const madeForRequest = old?.status === "planned" && old.scheduledFor === null;
    let pickupId: string;
    const [existing] = await tx
      .select({ id: pickups.id })
      .from(pickups)
      .where(
        and(
          eq(pickups.kioskId, before.kioskId),
          eq(pickups.plannedOn, date),
          eq(pickups.status, "planned"),
        ),
      )
      .limit(1);
    if (madeForRequest && old && !existing) {
      await tx
        .update(pickups)
        .set({ plannedOn: date, updatedAt: new Date() })
        .where(eq(pickups.id, old.id));
      pickupId = old.id;
    } else {
      pickupId = (await plannedPickupOn(tx, before, date)).id;
    }
    const [after] = await tx
      .update(pickupRequests)
      .set({ status: "scheduled", scheduledOn: date, pickupId, updatedAt: new Date() })
      .where(eq(pickupRequests.id, id))
      .returning();
    if (!after) throw new HttpError(404, PICKUP_MESSAGES.noRequest);
    if (madeForRequest && old && old.id !== pickupId)
      await tx.delete(pickups).where(eq(pickups.id, old.id));
    await audit(
      tx,
      actor,
      before.status === "scheduled" ? "reschedule" : "schedule",
      before,
      after,
    );
    await notify(tx, { kind: "requestScheduled", requestId: id });
    return after;
  });
}

/** Declines a request waiting to be scheduled, with the reason the customer is told. */
export async function declineRequest(
  db: Db,
  id: string,
  reason: string,
  actor: AuditActor,
  notify: Notify,
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (before.status !== "requested")
      throw new HttpError(409, PICKUP_MESSAGES.requestNotOpen(before.status, "decline"));
    const [after] = await tx
      .update(pickupRequests)
      .set({ status: "declined", declineReason: reason, updatedAt: new Date() })
      .where(eq(pickupRequests.id, id))
      .returning();
    if (!after) throw new HttpError(404, PICKUP_MESSAGES.noRequest);
    await audit(tx, actor, "decline", before, after);
    await notify(tx, { kind: "requestDeclined", requestId: id });
    return after;
  });
}
