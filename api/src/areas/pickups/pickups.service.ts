import type { KioskForecastView } from "@filtercycle/contract/forecasts/forecasts";
import { OPEN_REQUEST_STATUSES } from "@filtercycle/contract/pickups/pickup-rules";
import type {
  AdminPickups,
  CustomerPickups,
  PickupComplete,
  PickupMiss,
  ServiceKiosk,
} from "@filtercycle/contract/pickups/pickups";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import {
  type AcceptedVisit,
  collectionDateProblem,
  createCollection,
  findCollectionItem,
  holdCollection,
  holdFor,
  lastVisits,
  refuseOverCapacity,
} from "#api/areas/collections/index.ts";
import { findCustomerById, isUniqueViolation } from "#api/areas/customers/index.ts";
import {
  findKioskRef,
  type KioskForecasts,
  kiosksByIds,
  kiosksOfCustomer,
} from "#api/areas/kiosks/index.ts";
import { collectionCredits } from "#api/areas/money/index.ts";
import { readPickupThresholdPercent } from "#api/areas/settings/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import type { Notify } from "#api/lib/notices.ts";
import { dateNotBefore, PICKUP_MESSAGES, PICKUP_REFUSALS } from "./pickup-messages.ts";
import { inRouteOrder, type PickupRow, toPickups, toRequests, toStops } from "./pickup-views.ts";
import { pickupRequests, pickups } from "./pickups.tables.ts";
import { nextUngeneratedDates } from "./planned-pickups.ts";

/** Visits: the console's day and week views, complete, miss, move; the customer's Service tab. */

type PickupInput = Omit<Required<PickupComplete>, "buttsNumber" | "savedBy"> & {
  buttsNumber?: number | undefined;
};

/** The pickup, locked for the rest of the transaction, or 404. */
async function lockPickup(tx: Db, id: string): Promise<PickupRow> {
  const [row] = await tx.select().from(pickups).where(eq(pickups.id, id)).for("update");
  if (!row) throw PICKUP_REFUSALS.noPickup();
  return row;
}

export async function findPickup(db: Db, id: string): Promise<PickupRow | undefined> {
  const [row] = await db.select().from(pickups).where(eq(pickups.id, id));
  return row;
}

const openRequestOf = (pickupId: string) =>
  and(eq(pickupRequests.pickupId, pickupId), inArray(pickupRequests.status, OPEN_REQUEST_STATUSES));

/** The pickup as the audit log keeps it. */
const auditView = (row: PickupRow) => ({
  id: row.id,
  kioskId: row.kioskId,
  date: row.plannedOn,
  status: row.status,
  collectionId: row.collectionId,
  heldCollectionId: row.heldCollectionId,
  collector: row.collector,
  bagCode: row.bagCode,
  missReason: row.missReason,
  missNote: row.missNote,
  newDate: row.rescheduledTo,
  photo: row.photoStorageKey !== null,
});

async function audit(
  tx: Db,
  actor: AuditActor,
  action: string,
  before: PickupRow | null,
  after: PickupRow,
): Promise<void> {
  await recordAudit(tx, {
    actor,
    entity: "pickup",
    entityId: after.id,
    customerId: after.customerId,
    action,
    before: before && auditView(before),
    after: auditView(after),
  });
}

async function update(tx: Db, id: string, change: Partial<PickupRow>): Promise<PickupRow> {
  const [row] = await tx
    .update(pickups)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(pickups.id, id))
    .returning();
  if (!row) throw PICKUP_REFUSALS.noPickup();
  return row;
}

/**
 * Marks a pickup done and records its collection (dated the pickup's day) through the impact
 * area, in one transaction: the credit, the estimated number and the month totals follow as for
 * a collection recorded in the console. Sent again with the same idempotency key, it answers the
 * same pickup and records nothing more.
 */
export async function completePickup(
  db: Db,
  id: string,
  input: PickupInput,
  actor: AuditActor,
  today: string,
  notify: Notify,
): Promise<PickupRow> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockPickup(tx, id);
      if (before.status === "done") {
        if (before.idempotencyKey === input.idempotencyKey) return before;
        // Done by a collection typed in the console (no key yet), and the phone's Done for the
        // same weight arrives later: the same visit, so it is answered, with the collector's
        // details, and nothing more is recorded.
        const typed =
          before.idempotencyKey === null && before.collectionId !== null
            ? await findCollectionItem(tx, collectionCredits, before.collectionId)
            : undefined;
        if (typed && typed.buttsKg.toFixed(3) === input.buttsKg.toFixed(3)) {
          return update(tx, id, {
            collector: input.collector,
            bagCode: input.bagCode,
            idempotencyKey: input.idempotencyKey,
          });
        }
        throw PICKUP_REFUSALS.alreadyDone(before.plannedOn);
      }
      if (before.status === "missed") throw PICKUP_REFUSALS.alreadyMissed(before.plannedOn);
      if (before.plannedOn > today) throw PICKUP_REFUSALS.futureComplete(before.plannedOn, today);
      const [used] = await tx
        .select({ id: pickups.id })
        .from(pickups)
        .where(eq(pickups.idempotencyKey, input.idempotencyKey));
      if (used) throw PICKUP_REFUSALS.keyUsed();
      const kiosk = await findKioskRef(tx, before.kioskId);
      if (!kiosk) throw PICKUP_REFUSALS.noPickup();
      const problem = collectionDateProblem(before.plannedOn, kiosk, today);
      if (problem) throw PICKUP_REFUSALS.collectionDate(before.plannedOn, problem);
      await refuseOverCapacity(tx, kiosk.id, input.buttsKg);

      // Well above what the kiosk usually yields: the visit is done, its weight waits for an
      // admin, and nothing is credited or mailed until it is accepted (decision 0099).
      const hold = await holdFor(tx, {
        kioskId: kiosk.id,
        date: before.plannedOn,
        buttsKg: input.buttsKg,
      });
      if (hold) {
        const heldId = await holdCollection(
          tx,
          {
            kiosk,
            date: before.plannedOn,
            buttsKg: input.buttsKg,
            buttsNumber: input.buttsNumber,
            source: "collector",
            hold,
          },
          actor,
        );
        const after = await update(tx, id, {
          status: "done",
          heldCollectionId: heldId,
          collector: input.collector,
          bagCode: input.bagCode,
          idempotencyKey: input.idempotencyKey,
          recordedBy: actor.id,
          completedAt: new Date(),
        });
        await tx
          .update(pickupRequests)
          .set({ status: "done", updatedAt: new Date() })
          .where(openRequestOf(id));
        await audit(tx, actor, "complete", before, after);
        return after;
      }

      // The same collection already recorded (imported, or typed in the console) is this
      // visit's: the pickup points at it and nothing is credited twice (decision 0074).
      const collection = await createCollection(
        tx,
        collectionCredits,
        kiosk,
        { date: before.plannedOn, buttsKg: input.buttsKg, buttsNumber: input.buttsNumber },
        actor,
        "reuse",
      );
      const after = await update(tx, id, {
        status: "done",
        collectionId: collection.id,
        collector: input.collector,
        bagCode: input.bagCode,
        idempotencyKey: input.idempotencyKey,
        recordedBy: actor.id,
        completedAt: new Date(),
      });
      await tx
        .update(pickupRequests)
        .set({ status: "done", updatedAt: new Date() })
        .where(openRequestOf(id));
      await audit(tx, actor, "complete", before, after);
      await notify(tx, { kind: "pickupDone", pickupId: id });
      return after;
    });
  } catch (error) {
    // The same key sent for another pickup at the same moment.
    if (isUniqueViolation(error, "pickups_idempotency_key_unique")) throw PICKUP_REFUSALS.keyUsed();
    throw error;
  }
}

/**
 * A collection recorded in the console is its kiosk's visit of that day (PRODUCT.md): the day's
 * planned pickup, if the kiosk has one, becomes done with that collection, in the caller's
 * transaction, like a collector's Done (its open request closes, the receipt is mailed). With no
 * planned pickup that day nothing is made.
 */
export async function completeVisitOfDay(
  tx: Db,
  visit: { kioskId: string; date: string; collectionId: number },
  actor: AuditActor,
  notify: Notify,
): Promise<void> {
  const before = await plannedOn(tx, visit.kioskId, visit.date);
  if (!before) return;
  const after = await update(tx, before.id, {
    status: "done",
    collectionId: visit.collectionId,
    recordedBy: actor.id,
    completedAt: new Date(),
  });
  await tx
    .update(pickupRequests)
    .set({ status: "done", updatedAt: new Date() })
    .where(openRequestOf(before.id));
  await audit(tx, actor, "complete", before, after);
  await notify(tx, { kind: "pickupDone", pickupId: before.id });
}

/**
 * A held collection an admin accepted (decision 0099): the done pickup it came from now has its
 * collection and its receipt is queued; one that came from the console or an import finishes the
 * kiosk's planned pickup that day, as a recorded collection does.
 */
export async function acceptHeldVisit(
  tx: Db,
  visit: AcceptedVisit,
  actor: AuditActor,
  notify: Notify,
): Promise<void> {
  const [before] = await tx
    .select()
    .from(pickups)
    .where(eq(pickups.heldCollectionId, visit.heldId))
    .for("update");
  if (!before) return completeVisitOfDay(tx, visit, actor, notify);
  const after = await update(tx, before.id, { collectionId: visit.collectionId });
  await audit(tx, actor, "accept", before, after);
  await notify(tx, { kind: "pickupDone", pickupId: before.id });
}

/**
 * An imported file's collections (the console's import) are their kiosks' visits too: each
 * kiosk's planned pickup on a day the file has a collection for becomes done with that day's
 * first visit, as `completeVisitOfDay` does for one. One query finds the few planned pickups
 * among the file's days, however long the file.
 */
export async function completeVisitsOfDay(
  tx: Db,
  visits: readonly { kioskId: string; date: string; collectionId: number }[],
  actor: AuditActor,
  notify: Notify,
): Promise<void> {
  if (visits.length === 0) return;
  const pairs = JSON.stringify(visits.map((v) => [v.kioskId, v.date]));
  const planned = await queryRows<{ kioskId: string; date: string }>(
    tx,
    sql`select distinct p.kiosk_id::text as "kioskId", to_char(p.planned_on, 'YYYY-MM-DD') as date
        from ${pickups} p
        join json_array_elements(${pairs}::json) as v(x)
          on p.kiosk_id = (v.x->>0)::uuid and p.planned_on = (v.x->>1)::date
        where p.status = 'planned'`,
  );
  for (const { kioskId, date } of planned) {
    // The day's first collection of the kiosk in the file (visit 1 before visit 2).
    const first = visits
      .filter((v) => v.kioskId === kioskId && v.date === date)
      .reduce((a, b) => (b.collectionId < a.collectionId ? b : a));
    await completeVisitOfDay(tx, first, actor, notify);
  }
}

/** The kiosk's planned pickup on `date`, if it has one. */
async function plannedOn(tx: Db, kioskId: string, date: string, except?: string) {
  const [row] = await tx
    .select()
    .from(pickups)
    .where(
      and(
        eq(pickups.kioskId, kioskId),
        eq(pickups.plannedOn, date),
        eq(pickups.status, "planned"),
        except ? ne(pickups.id, except) : undefined,
      ),
    )
    .orderBy(asc(pickups.createdAt))
    .limit(1);
  return row;
}

/** The kiosk's planned pickup on `date`, made (outside the schedule) when it has none. */
export async function plannedPickupOn(
  tx: Db,
  kiosk: { kioskId: string; customerId: string },
  date: string,
): Promise<PickupRow> {
  const existing = await plannedOn(tx, kiosk.kioskId, date);
  if (existing) return existing;
  const [created] = await tx
    .insert(pickups)
    .values({ kioskId: kiosk.kioskId, customerId: kiosk.customerId, plannedOn: date })
    .returning();
  if (!created) throw new Error("pickup insert returned no row");
  return created;
}

/**
 * Marks a pickup missed with a reason and plans the visit on `newDate` (the kiosk's planned
 * pickup that day, or a new one); a request it answered follows the new pickup. Sent again with
 * the same reason and date, it answers the same two pickups.
 */
export async function missPickup(
  db: Db,
  id: string,
  input: Omit<Required<PickupMiss>, "savedBy">,
  actor: AuditActor,
  today: string,
  notify: Notify,
): Promise<{ missed: PickupRow; next: PickupRow }> {
  return db.transaction(async (tx) => {
    const before = await lockPickup(tx, id);
    if (before.status === "missed") {
      const replay =
        before.missReason === input.reason &&
        before.missNote === input.note &&
        before.rescheduledTo === input.newDate;
      const [next] = replay
        ? await tx
            .select()
            .from(pickups)
            .where(and(eq(pickups.kioskId, before.kioskId), eq(pickups.plannedOn, input.newDate)))
            .orderBy(asc(pickups.createdAt))
            .limit(1)
        : [];
      if (!next) throw PICKUP_REFUSALS.alreadyMissed(before.plannedOn);
      return { missed: before, next };
    }
    if (before.status === "done") throw PICKUP_REFUSALS.alreadyDone(before.plannedOn);
    if (before.plannedOn > today) throw PICKUP_REFUSALS.futureMiss(before.plannedOn, today);
    dateNotBefore("newDate", input.newDate, before.plannedOn, "the missed pickup's date");
    dateNotBefore("newDate", input.newDate, today, "today");

    const missed = await update(tx, id, {
      status: "missed",
      missReason: input.reason,
      missNote: input.note,
      rescheduledTo: input.newDate,
      recordedBy: actor.id,
    });
    const next = await plannedPickupOn(tx, before, input.newDate);
    await tx
      .update(pickupRequests)
      .set({ pickupId: next.id, scheduledOn: next.plannedOn, updatedAt: new Date() })
      .where(openRequestOf(id));
    await audit(tx, actor, "miss", before, missed);
    await notify(tx, { kind: "pickupMissed", pickupId: id });
    return { missed, next };
  });
}

/** Moves a planned pickup to another day (its schedule date stays, so it is not planned twice). */
export async function reschedulePickup(
  db: Db,
  id: string,
  date: string,
  actor: AuditActor,
  today: string,
): Promise<PickupRow> {
  return db.transaction(async (tx) => {
    const before = await lockPickup(tx, id);
    if (before.status !== "planned")
      throw new HttpError(409, PICKUP_MESSAGES.notPlanned(before.status));
    dateNotBefore("date", date, today, "today");
    if (date === before.plannedOn) return before;
    if (await plannedOn(tx, before.kioskId, date, id))
      throw new HttpError(409, PICKUP_MESSAGES.plannedThatDay(date));
    const after = await update(tx, id, { plannedOn: date });
    await tx
      .update(pickupRequests)
      .set({ scheduledOn: date, updatedAt: new Date() })
      .where(openRequestOf(id));
    await audit(tx, actor, "reschedule", before, after);
    return after;
  });
}

/** Stores a pickup's photo; answers the pickup and the photo it replaced (to delete). */
export async function setPickupPhoto(
  db: Db,
  id: string,
  photo: { key: string; contentType: string },
  actor: AuditActor,
): Promise<{ pickup: PickupRow; replaced: string | null }> {
  return db.transaction(async (tx) => {
    const before = await lockPickup(tx, id);
    const after = await update(tx, id, {
      photoStorageKey: photo.key,
      photoContentType: photo.contentType,
    });
    await audit(tx, actor, "photo", before, after);
    return { pickup: after, replaced: before.photoStorageKey };
  });
}

// ---- reads ----

/** The pickups of a range of days (every status), in route order. */
export async function listStops(db: Db, from: string, to: string): Promise<AdminPickups> {
  const rows = await db
    .select()
    .from(pickups)
    .where(and(gte(pickups.plannedOn, from), lte(pickups.plannedOn, to)));
  const stops = await toStops(db, rows);
  // A removed kiosk's planned visits are not shown (they go at the next top-up).
  const removed = new Set(
    [...(await kiosksByIds(db, [...new Set(rows.map((r) => r.kioskId))])).values()]
      .filter((k) => k.removedOn !== null)
      .map((k) => k.id),
  );
  return {
    from,
    to,
    stops: inRouteOrder(stops.filter((s) => !(s.status === "planned" && removed.has(s.kioskId)))),
  };
}

/** The Service tab: the business's kiosks in service with next and last visit, and the history. */
export async function customerPickups(
  db: Db,
  customerId: string,
  today: string,
  page: { page: number; pageSize: number },
  forecasts: KioskForecasts,
): Promise<CustomerPickups> {
  const allKiosks = await kiosksOfCustomer(db, customerId);
  const byId = new Map(allKiosks.map((k) => [k.id, k]));
  const inService = allKiosks.filter((k) => k.removedOn === null);
  const history = and(
    eq(pickups.customerId, customerId),
    or(eq(pickups.status, "done"), eq(pickups.status, "missed")),
  );
  const [next, last, open, latest, rows, [counted]] = await Promise.all([
    db
      .selectDistinctOn([pickups.kioskId], { kioskId: pickups.kioskId, date: pickups.plannedOn })
      .from(pickups)
      .where(
        and(
          eq(pickups.customerId, customerId),
          eq(pickups.status, "planned"),
          gte(pickups.plannedOn, today),
        ),
      )
      .orderBy(pickups.kioskId, asc(pickups.plannedOn)),
    // The impact area's one rule (a console collection is the kiosk's visit of the day too).
    lastVisits(
      db,
      inService.map((k) => k.id),
    ),
    db
      .select()
      .from(pickupRequests)
      .where(
        and(
          eq(pickupRequests.customerId, customerId),
          inArray(pickupRequests.status, OPEN_REQUEST_STATUSES),
        ),
      ),
    // Each kiosk's most recent request, whatever its status.
    db
      .selectDistinctOn([pickupRequests.kioskId])
      .from(pickupRequests)
      .where(eq(pickupRequests.customerId, customerId))
      .orderBy(pickupRequests.kioskId, desc(pickupRequests.createdAt), desc(pickupRequests.id)),
    db
      .select()
      .from(pickups)
      .where(history)
      .orderBy(desc(pickups.plannedOn), desc(pickups.updatedAt), desc(pickups.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(pickups).where(history),
  ]);
  // A GET stores nothing: schedule dates the generator has not reached yet count as planned.
  const nextOf = await nextUngeneratedDates(db, inService, today);
  for (const r of next) {
    const computed = nextOf.get(r.kioskId);
    if (!computed || r.date < computed) nextOf.set(r.kioskId, r.date);
  }
  const [openViews, latestViews, forecastOf, business, thresholdPercent] = await Promise.all([
    toRequests(db, open),
    toRequests(db, latest),
    // Only this business's kiosks: a customer sees no other business's forecast.
    forecasts({ asOf: today, kioskIds: inService.map((k) => k.id) }),
    findCustomerById(db, customerId),
    readPickupThresholdPercent(db),
  ]);
  const openOf = new Map(openViews.map((r) => [r.kioskId, r]));
  const latestOf = new Map(latestViews.map((r) => [r.kioskId, r]));
  const kiosks: ServiceKiosk[] = inService.map((k) => ({
    id: k.id,
    label: k.label,
    location: k.location,
    nextPickup: nextOf.get(k.id) ?? null,
    lastPickup: last.get(k.id) ?? null,
    openRequest: openOf.get(k.id) ?? null,
    lastRequest: latestOf.get(k.id) ?? null,
    forecast: forecastView(forecastOf.get(k.id)),
  }));
  return {
    planningMode: business?.planningMode ?? "fixed",
    pickupThresholdPercent: thresholdPercent,
    kiosks,
    history: {
      items: await toPickups(db, rows, "customer", byId),
      page: page.page,
      pageSize: page.pageSize,
      total: counted?.n ?? 0,
    },
  };
}

/** A pickup's photo, if the pickup has one (and, for a customer, is their business's). */
export async function photoOf(
  db: Db,
  id: string,
  customerId: string | null,
): Promise<{ key: string; contentType: string } | undefined> {
  const [row] = await db
    .select({ key: pickups.photoStorageKey, contentType: pickups.photoContentType })
    .from(pickups)
    .where(
      and(eq(pickups.id, id), customerId === null ? undefined : eq(pickups.customerId, customerId)),
    );
  if (!row?.key) return undefined;
  return { key: row.key, contentType: row.contentType ?? "application/octet-stream" };
}

/** Every storage key a pickup's photo is kept under (the start-up sweep keeps these files). */
export async function pickupPhotoStorageKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: pickups.photoStorageKey })
    .from(pickups)
    .where(isNotNull(pickups.photoStorageKey));
  return rows.map((r) => r.key as string);
}

/** The forecast's four fields the API answers (the planner reads the rest in the forecasts area). */
function forecastView(forecast: KioskForecastView | undefined): KioskForecastView | null {
  if (!forecast) return null;
  const { fillKg, fillPercent, fullOn, basis } = forecast;
  return { fillKg, fillPercent, fullOn, basis };
}
