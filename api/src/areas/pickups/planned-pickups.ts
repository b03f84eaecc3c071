import {
  addDays,
  DEFAULT_EVERY_DAYS,
  type PickupSchedule,
  PLAN_HORIZON_DAYS,
  scheduleDates,
} from "@filtercycle/contract/pickups/pickup-rules";
import type { KioskSchedule, KioskScheduleUpdate } from "@filtercycle/contract/pickups/pickups";
import { and, eq, gte, inArray, isNotNull, lte, notExists, sql } from "drizzle-orm";
import { type KioskRef, kiosksByIds, kiosksInService } from "#api/areas/kiosks/index.ts";
import type { Db } from "#api/db/database.ts";
import { kioskSchedules, pickupRequests, pickups } from "./pickups.tables.ts";

/**
 * Planned pickups are rows generated from the schedules (docs/decisions/0060): every kiosk in
 * service gets one row per schedule date, `scheduled_for` = that date, inserted idempotently.
 */

type ScheduleRow = typeof kioskSchedules.$inferSelect;

/** Rows a generation inserts per statement. */
const INSERT_BATCH = 1_000;

/** The kiosk's schedule: its own row, or every DEFAULT_EVERY_DAYS days from its install date. */
export function scheduleOf(kiosk: KioskRef, row: ScheduleRow | undefined): PickupSchedule {
  if (!row) return { everyDays: DEFAULT_EVERY_DAYS, weekdays: null, startsOn: kiosk.installedOn };
  if (row.everyDays !== null)
    return { everyDays: row.everyDays, weekdays: null, startsOn: row.startsOn };
  return { everyDays: null, weekdays: row.weekdays ?? [], startsOn: row.startsOn };
}

/**
 * Tops up the planned pickups from `from` to `to` (inclusive, YYYY-MM-DD) from the schedules:
 * adds the dates missing, never a second row for a kiosk's schedule date (however the first was
 * moved, done or missed), and removes planned pickups of removed kiosks from `from` on. Safe to
 * run at any time and concurrently; the job queue runs it daily for the next PLAN_HORIZON_DAYS.
 * Returns how many pickups it added.
 */
export async function ensurePlannedPickups(
  db: Db,
  from: string,
  to: string,
  filter: { customerId?: string; kioskId?: string } = {},
): Promise<number> {
  await removePlannedOfRemovedKiosks(db, from, filter);
  if (from > to) return 0;
  const kiosks = await kiosksInService(db, to, filter);
  if (kiosks.length === 0) return 0;
  const schedules = new Map(
    (
      await db
        .select()
        .from(kioskSchedules)
        .where(
          filter.kioskId
            ? eq(kioskSchedules.kioskId, filter.kioskId)
            : inArray(
                kioskSchedules.kioskId,
                kiosks.map((k) => k.id),
              ),
        )
    ).map((row) => [row.kioskId, row]),
  );
  const rows = kiosks.flatMap((kiosk) => {
    const start = kiosk.installedOn > from ? kiosk.installedOn : from;
    return scheduleDates(scheduleOf(kiosk, schedules.get(kiosk.id)), start, to).map((date) => ({
      kioskId: kiosk.id,
      customerId: kiosk.customerId,
      plannedOn: date,
      scheduledFor: date,
    }));
  });
  let added = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const inserted = await db
      .insert(pickups)
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflictDoNothing()
      .returning({ id: pickups.id });
    added += inserted.length;
  }
  return added;
}

/** A kiosk marked removed has no planned pickups (its done and missed ones stay as history). */
async function removePlannedOfRemovedKiosks(
  db: Db,
  from: string,
  filter: { customerId?: string; kioskId?: string },
): Promise<void> {
  const planned = and(
    eq(pickups.status, "planned"),
    gte(pickups.plannedOn, from),
    filter.customerId ? eq(pickups.customerId, filter.customerId) : undefined,
    filter.kioskId ? eq(pickups.kioskId, filter.kioskId) : undefined,
  );
  const kioskIds = (
    await db.selectDistinct({ kioskId: pickups.kioskId }).from(pickups).where(planned)
  ).map((row) => row.kioskId);
  const removed = [...(await kiosksByIds(db, kioskIds)).values()]
    .filter((kiosk) => kiosk.removedOn !== null)
    .map((kiosk) => kiosk.id);
  if (removed.length > 0) {
    await db.delete(pickups).where(and(planned, inArray(pickups.kioskId, removed)));
  }
}

/**
 * The range a read shows, clamped to the planning window: no pickup is planned in the past (a
 * visit nobody planned did not happen) or beyond PLAN_HORIZON_DAYS.
 */
export async function topUpShownRange(
  db: Db,
  from: string,
  to: string,
  today: string,
  filter: { customerId?: string } = {},
): Promise<void> {
  const horizon = addDays(today, PLAN_HORIZON_DAYS);
  await ensurePlannedPickups(db, from < today ? today : from, to > horizon ? horizon : to, filter);
}

// ---- a kiosk's schedule ----

export async function kioskScheduleOf(db: Db, kiosk: KioskRef): Promise<KioskSchedule> {
  const [row] = await db.select().from(kioskSchedules).where(eq(kioskSchedules.kioskId, kiosk.id));
  const schedule = scheduleOf(kiosk, row);
  return {
    kioskId: kiosk.id,
    everyDays: schedule.everyDays,
    weekdays: schedule.weekdays,
    startsOn: schedule.startsOn,
    custom: row !== undefined,
    paused: kiosk.removedOn !== null,
  };
}

/**
 * Sets a kiosk's schedule and re-plans it: the kiosk's future planned pickups that the old
 * schedule made (still on their schedule date, not answering a request) go, and the new schedule
 * fills the next PLAN_HORIZON_DAYS. Pickups moved by hand or made for a request stay.
 */
export async function replaceKioskSchedule(
  tx: Db,
  kiosk: KioskRef,
  update: KioskScheduleUpdate,
  today: string,
): Promise<void> {
  const values = {
    everyDays: update.everyDays,
    weekdays: update.weekdays === null ? null : [...new Set(update.weekdays)].sort((a, b) => a - b),
    startsOn: update.startsOn,
    updatedAt: new Date(),
  };
  await tx
    .insert(kioskSchedules)
    .values({ kioskId: kiosk.id, ...values })
    .onConflictDoUpdate({ target: kioskSchedules.kioskId, set: values });
  await tx
    .delete(pickups)
    .where(
      and(
        eq(pickups.kioskId, kiosk.id),
        eq(pickups.status, "planned"),
        isNotNull(pickups.scheduledFor),
        eq(pickups.plannedOn, pickups.scheduledFor),
        gte(pickups.plannedOn, today),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(pickupRequests)
            .where(eq(pickupRequests.pickupId, pickups.id)),
        ),
      ),
    );
  await ensurePlannedPickups(tx, today, addDays(today, PLAN_HORIZON_DAYS), { kioskId: kiosk.id });
}

/**
 * Each kiosk's first schedule date from `today` to the horizon that has no pickup yet (the
 * generator has not reached it): what a read that must not write (a customer's GET) adds to
 * the planned rows it finds.
 */
export async function nextUngeneratedDates(
  db: Db,
  kiosks: readonly KioskRef[],
  today: string,
): Promise<Map<string, string>> {
  const inService = kiosks.filter((k) => k.removedOn === null);
  if (inService.length === 0) return new Map();
  const ids = inService.map((k) => k.id);
  const horizon = addDays(today, PLAN_HORIZON_DAYS);
  const [schedules, taken] = await Promise.all([
    db.select().from(kioskSchedules).where(inArray(kioskSchedules.kioskId, ids)),
    db
      .select({ kioskId: pickups.kioskId, date: pickups.scheduledFor })
      .from(pickups)
      .where(
        and(
          inArray(pickups.kioskId, ids),
          gte(pickups.scheduledFor, today),
          lte(pickups.scheduledFor, horizon),
        ),
      ),
  ]);
  const scheduleRows = new Map(schedules.map((row) => [row.kioskId, row]));
  const made = new Set(taken.map((row) => `${row.kioskId} ${row.date}`));
  const next = new Map<string, string>();
  for (const kiosk of inService) {
    const start = kiosk.installedOn > today ? kiosk.installedOn : today;
    const date = scheduleDates(scheduleOf(kiosk, scheduleRows.get(kiosk.id)), start, horizon).find(
      (d) => !made.has(`${kiosk.id} ${d}`),
    );
    if (date) next.set(kiosk.id, date);
  }
  return next;
}

/**
 * A published day's plan visits these kiosks on `date` (decision 0105): each gets a planned
 * visit that day unless it already has one (planned or done), so the collector's route screen
 * records it like any other. Not from a schedule (`scheduled_for` null): a schedule never adds
 * it back or takes it away.
 */
export async function ensureVisitsOn(
  db: Db,
  date: string,
  visits: readonly { kioskId: string; customerId: string }[],
): Promise<number> {
  if (visits.length === 0) return 0;
  const ids = visits.map((v) => v.kioskId);
  const existing = await db
    .select({ kioskId: pickups.kioskId })
    .from(pickups)
    .where(
      and(
        eq(pickups.plannedOn, date),
        inArray(pickups.kioskId, ids),
        inArray(pickups.status, ["planned", "done"]),
      ),
    );
  const has = new Set(existing.map((r) => r.kioskId));
  const wanted = visits.filter((v) => !has.has(v.kioskId));
  if (wanted.length === 0) return 0;
  await db.insert(pickups).values(wanted.map((v) => ({ ...v, plannedOn: date })));
  return wanted.length;
}
