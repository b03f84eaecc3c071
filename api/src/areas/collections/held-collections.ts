import {
  capacityProblem,
  holdReason,
  USUAL_YIELD_COLLECTIONS,
  usualYieldKg,
} from "@filtercycle/contract/collections/collection-rules";
import type {
  HeldCollection,
  HeldStatus,
} from "@filtercycle/contract/collections/held-collections";
import { formatBusinessDate } from "@filtercycle/contract/format";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { customersByIds } from "#api/areas/customers/index.ts";
import { findKioskRef, kiosksByIds } from "#api/areas/kiosks/index.ts";
import { readLargestKioskCapacityKg } from "#api/areas/settings/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import type { CollectionCredits } from "./collection-credits.ts";
import { recordedByIdentity } from "./collection-identity.ts";
import { creditFor } from "./collection-values.ts";
import { createCollection } from "./collections.service.ts";
import { collections, heldCollections } from "./collections.tables.ts";

/**
 * What a collection may credit (docs/decisions/0099): never more than its kiosk holds, and one
 * well above what the kiosk usually yields is held for review instead of recorded. Every writer
 * of a new collection (the collector's Done, the console's form, the CSV import) asks these.
 */

type HeldRow = typeof heldCollections.$inferSelect;

export const HELD_MESSAGES = {
  noHeld: "There is no held collection with this id.",
  rejected: (by: string, on: string, reason: string) =>
    `This collection was rejected by ${by} on ${on} (${reason}): it cannot be accepted. Record the right weight in Collections.`,
  accepted: (by: string, on: string, id: number | null) =>
    `This collection was accepted by ${by} on ${on} (collection ${id ?? "deleted since"}): it cannot be rejected. Edit or delete the collection in Collections.`,
} as const;

/**
 * What each kiosk holds, in kg. Every kiosk is held to the setting for the largest model
 * (`largestKioskCapacityKg`) until kiosks carry their own capacity; this is the one place that
 * answers it.
 */
export async function kioskCapacities(
  db: Db,
  kioskIds: readonly string[],
): Promise<Map<string, number>> {
  const largest = await readLargestKioskCapacityKg(db);
  return new Map(kioskIds.map((id) => [id, largest]));
}

/** What one kiosk holds, in kg (`kioskCapacities`). */
export async function kioskCapacityKg(db: Db, kioskId: string): Promise<number> {
  return (await kioskCapacities(db, [kioskId])).get(kioskId) as number;
}

/**
 * The 400 for a weight above what the kiosk holds, naming `field` (`buttsKg` on the API), or
 * nothing when it fits.
 */
export async function refuseOverCapacity(
  db: Db,
  kioskId: string,
  kg: number,
  field = "buttsKg",
): Promise<void> {
  const problem = capacityProblem(kg, await kioskCapacityKg(db, kioskId));
  if (problem) throw new HttpError(400, `The weight ${problem}.`, [{ field, message: problem }]);
}

/** The kg of each kiosk's latest USUAL_YIELD_COLLECTIONS collections, newest first. */
export async function recentKgOf(
  db: Db,
  kioskIds: readonly string[],
): Promise<Map<string, number[]>> {
  const wanted = [...new Set(kioskIds)];
  const found = new Map<string, number[]>(wanted.map((id) => [id, []]));
  if (wanted.length === 0) return found;
  const c = collections;
  const rows = await queryRows<{ kioskId: string; kg: string }>(
    db,
    sql`select k.id::text as "kioskId", r.kg::text as kg
        from (select json_array_elements_text(${JSON.stringify(wanted)}::json)::uuid as id) k
        cross join lateral (
          select ${c.buttsKg} as kg from ${c} where ${c.kioskId} = k.id
          order by ${c.collectedOn} desc, ${c.id} desc limit ${USUAL_YIELD_COLLECTIONS}
        ) r`,
  );
  for (const row of rows) found.get(row.kioskId)?.push(Number(row.kg));
  return found;
}

/** Why a collection of `kg` at this kiosk is held, with the usual yield, or undefined. */
export type Hold = { reason: string; usualKg: number };

export function holdOf(kg: number, recentKg: readonly number[]): Hold | undefined {
  const reason = holdReason(kg, recentKg);
  const usualKg = usualYieldKg(recentKg);
  return reason && usualKg !== null ? { reason, usualKg } : undefined;
}

/**
 * The hold on a new collection (its kiosk's usual yield read now), or undefined. A collection
 * already recorded under the same identity is not new: its writer answers or reuses it as
 * before (decision 0074), so it is never held.
 */
export async function holdFor(
  db: Db,
  collection: { kioskId: string; date: string; visit?: number | undefined; buttsKg: number },
): Promise<Hold | undefined> {
  const { kioskId, buttsKg } = collection;
  const hold = holdOf(buttsKg, (await recentKgOf(db, [kioskId])).get(kioskId) ?? []);
  if (!hold) return undefined;
  const identity = {
    kioskId,
    date: collection.date,
    visit: collection.visit ?? 1,
    buttsKg: buttsKg.toFixed(3),
  };
  return (await recordedByIdentity(db, [identity])).size > 0 ? undefined : hold;
}

export type NewHeld = {
  kiosk: { id: string; customerId: string };
  date: string;
  visit?: number | undefined;
  buttsKg: number;
  buttsNumber?: number | undefined;
  source: HeldRow["source"];
  hold: Hold;
  importId?: number;
};

/** Keeps a collection held for review, in the caller's transaction; answers its id. */
export async function holdCollection(tx: Db, held: NewHeld, actor: AuditActor): Promise<number> {
  const [row] = await tx
    .insert(heldCollections)
    .values({
      kioskId: held.kiosk.id,
      customerId: held.kiosk.customerId,
      collectedOn: held.date,
      visit: held.visit ?? 1,
      buttsKg: held.buttsKg.toFixed(3),
      buttsCount: held.buttsNumber ?? null,
      source: held.source,
      reason: held.hold.reason,
      usualKg: held.hold.usualKg.toFixed(3),
      recordedBy: actor.name,
      importId: held.importId ?? null,
    })
    .returning();
  if (!row) throw new Error("held collection insert returned no row");
  await recordAudit(tx, {
    actor,
    entity: "held collection",
    entityId: row.id,
    customerId: row.customerId,
    action: "hold",
    before: null,
    after: auditView(row),
  });
  return row.id;
}

const auditView = (row: HeldRow) => ({
  id: row.id,
  status: row.status,
  source: row.source,
  kioskId: row.kioskId,
  date: row.collectedOn,
  visit: row.visit,
  buttsKg: Number(row.buttsKg),
  buttsNumber: row.buttsCount,
  usualKg: Number(row.usualKg),
  reason: row.reason,
  ...(row.rejectReason ? { rejectReason: row.rejectReason } : {}),
  ...(row.collectionId !== null ? { collectionId: row.collectionId } : {}),
});

async function views(db: Db, rows: readonly HeldRow[]): Promise<HeldCollection[]> {
  const [kiosks, customers] = await Promise.all([
    kiosksByIds(
      db,
      rows.map((r) => r.kioskId),
    ),
    customersByIds(
      db,
      rows.map((r) => r.customerId),
    ),
  ]);
  return rows.map((row) => {
    const kiosk = kiosks.get(row.kioskId);
    const customer = customers.get(row.customerId);
    const rate = customer?.ratePerKg ?? "0";
    return {
      id: row.id,
      status: row.status,
      source: row.source,
      customerCode: customer?.code ?? "",
      customerName: customer?.name ?? "",
      kioskId: row.kioskId,
      kioskSerial: kiosk?.serial ?? "",
      kioskLabel: kiosk?.label ?? "",
      date: row.collectedOn,
      visit: row.visit,
      buttsKg: Number(row.buttsKg),
      buttsNumber: row.buttsCount,
      credit: Number(creditFor(row.buttsKg, Math.round(Number(rate) * 100))),
      usualKg: Number(row.usualKg),
      reason: row.reason,
      recordedBy: row.recordedBy,
      recordedAt: row.createdAt.toISOString(),
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      rejectReason: row.rejectReason,
      collectionId: row.collectionId,
    };
  });
}

/** One held collection as the console shows it, or undefined. */
export async function findHeldCollection(db: Db, id: number): Promise<HeldCollection | undefined> {
  const [row] = await db.select().from(heldCollections).where(eq(heldCollections.id, id));
  return row ? (await views(db, [row]))[0] : undefined;
}

/** The held collections in one status, oldest first (a queue), ties by id. */
export async function heldCollectionsPage(
  db: Db,
  status: HeldStatus,
  page: { page: number; pageSize: number },
): Promise<{ items: HeldCollection[]; total: number }> {
  const where = eq(heldCollections.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(heldCollections)
      .where(where)
      .orderBy(asc(heldCollections.createdAt), asc(heldCollections.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(heldCollections).where(where),
  ]);
  return { items: await views(db, rows), total: counted?.n ?? 0 };
}

/** The review state of held collections by id (the pickups they came from show it). */
export async function heldStatesByIds(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, { status: HeldStatus; buttsKg: number }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: heldCollections.id, status: heldCollections.status, kg: heldCollections.buttsKg })
    .from(heldCollections)
    .where(inArray(heldCollections.id, wanted));
  return new Map(rows.map((r) => [r.id, { status: r.status, buttsKg: Number(r.kg) }]));
}

const dayOf = (at: Date | null) => (at ? formatBusinessDate(at) : "");

async function lockHeld(tx: Db, id: number): Promise<HeldRow> {
  const [row] = await tx
    .select()
    .from(heldCollections)
    .where(eq(heldCollections.id, id))
    .for("update");
  if (!row) throw new HttpError(404, HELD_MESSAGES.noHeld);
  return row;
}

/** A held collection an admin accepted: what the pickups area needs to finish its visit. */
export type AcceptedVisit = {
  heldId: number;
  kioskId: string;
  date: string;
  collectionId: number;
};

/**
 * Accepts a held collection: it is recorded as a collection and credited, in one transaction,
 * and `onAccepted` finishes its visit (the pickup it came from, or the kiosk's planned pickup
 * that day) and queues the receipt. The held row is locked first, so a second accept (or one at
 * the same moment) waits, finds it accepted and answers it as it is: it credits once. A
 * collection with the same identity recorded meanwhile is the one it becomes (no second credit).
 */
export async function acceptHeldCollection(
  db: Db,
  ledger: CollectionCredits,
  id: number,
  actor: AuditActor,
  onAccepted?: (tx: Db, visit: AcceptedVisit, actor: AuditActor) => Promise<void>,
): Promise<HeldCollection> {
  await db.transaction(async (tx) => {
    const before = await lockHeld(tx, id);
    if (before.status === "accepted") return;
    if (before.status === "rejected")
      throw new HttpError(
        409,
        HELD_MESSAGES.rejected(
          before.decidedBy ?? "",
          dayOf(before.decidedAt),
          before.rejectReason,
        ),
      );
    const kiosk = await findKioskRef(tx, before.kioskId);
    if (!kiosk) throw new HttpError(404, HELD_MESSAGES.noHeld);
    const collection = await createCollection(
      tx,
      ledger,
      kiosk,
      {
        date: before.collectedOn,
        buttsKg: Number(before.buttsKg),
        buttsNumber: before.buttsCount ?? undefined,
        visit: before.visit,
      },
      actor,
      "reuse",
    );
    const [after] = await tx
      .update(heldCollections)
      .set({
        status: "accepted",
        decidedBy: actor.name,
        decidedAt: new Date(),
        collectionId: collection.id,
      })
      .where(eq(heldCollections.id, id))
      .returning();
    if (!after) throw new Error("held collection update returned no row");
    await recordAudit(tx, {
      actor,
      entity: "held collection",
      entityId: id,
      customerId: after.customerId,
      action: "accept",
      before: auditView(before),
      after: auditView(after),
    });
    await onAccepted?.(
      tx,
      { heldId: id, kioskId: after.kioskId, date: after.collectedOn, collectionId: collection.id },
      actor,
    );
  });
  return (await findHeldCollection(db, id)) as HeldCollection;
}

/**
 * Rejects a held collection with a reason: it credits nothing, ever. Rejected again with the
 * same reason it answers as it is; an accepted one cannot be rejected (409).
 */
export async function rejectHeldCollection(
  db: Db,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<HeldCollection> {
  await db.transaction(async (tx) => {
    const before = await lockHeld(tx, id);
    if (before.status === "rejected") {
      if (before.rejectReason === reason) return;
      throw new HttpError(
        409,
        HELD_MESSAGES.rejected(
          before.decidedBy ?? "",
          dayOf(before.decidedAt),
          before.rejectReason,
        ),
      );
    }
    if (before.status === "accepted")
      throw new HttpError(
        409,
        HELD_MESSAGES.accepted(
          before.decidedBy ?? "",
          dayOf(before.decidedAt),
          before.collectionId,
        ),
      );
    const [after] = await tx
      .update(heldCollections)
      .set({
        status: "rejected",
        decidedBy: actor.name,
        decidedAt: new Date(),
        rejectReason: reason,
      })
      .where(eq(heldCollections.id, id))
      .returning();
    if (!after) throw new Error("held collection update returned no row");
    await recordAudit(tx, {
      actor,
      entity: "held collection",
      entityId: id,
      customerId: after.customerId,
      action: "reject",
      before: auditView(before),
      after: auditView(after),
    });
  });
  return (await findHeldCollection(db, id)) as HeldCollection;
}
