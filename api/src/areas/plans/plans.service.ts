import { formatDayLong, formatDayMonth } from "@filtercycle/contract/format";
import type { Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { fill } from "@filtercycle/contract/messages/fill";
import type {
  DayPlan,
  DayPlanUpdate,
  MyRoute,
  PlanRoute,
  UnplannedStop,
} from "@filtercycle/contract/plans/plans";
import { eq, sql } from "drizzle-orm";
import { collectorLogins } from "#api/areas/accounts/index.ts";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { customerPlacesByIds } from "#api/areas/customers/index.ts";
import { kiosksByIds, kiosksInService } from "#api/areas/kiosks/index.ts";
import { recordNotice } from "#api/areas/notifications/index.ts";
import {
  ensurePlannedPickups,
  ensureVisitsOn,
  listStops,
  requestsIn,
} from "#api/areas/pickups/index.ts";
import type { PlanningSettings } from "#api/config/config.ts";
import type { Database, Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { addDays } from "#api/lib/dates.ts";
import type { Notify } from "#api/lib/notices.ts";
import type {
  ChosenStop,
  ForecastLoader,
  KioskForecast,
  PlanCollector,
  PlanKiosk,
  PlannerInput,
  PlannerSettings,
  StoredPlan,
} from "./plan-types.ts";
import { planDay, retimeRoute } from "./planner.ts";
import { collectorProfiles, dayPlans } from "./plans.tables.ts";
import type { RouteSolver } from "./solver/index.ts";

export type PlansDeps = {
  db: Db;
  /** What the forecast loader reads (its `db` is `database.db`). */
  database: Database;
  planning: PlanningSettings;
  forecasts: ForecastLoader;
  solver: RouteSolver;
  notify: Notify;
};

/** Collectors work Monday to Saturday unless their profile says otherwise; 0 is Sunday. */
const WORKING_WEEKDAYS = [1, 2, 3, 4, 5, 6];
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The working day after `date`: the next Monday–Saturday. */
export function nextWorkingDay(date: string): string {
  let next = addDays(date, 1);
  while (!WORKING_WEEKDAYS.includes(weekdayOf(next))) next = addDays(next, 1);
  return next;
}

/**
 * Every kiosk planned on its fixed schedule (what the app did before forecasts): the loader used
 * until the forecasts area's `forecastKiosks` is handed in (area-wiring.ts).
 */
export const fixedScheduleForecasts: ForecastLoader = async (database, { asOf, kioskIds }) => {
  const { db } = database;
  const kiosks = kioskIds
    ? [...(await kiosksByIds(db, kioskIds)).values()]
    : await kiosksInService(db, asOf);
  return new Map(
    kiosks.map((k): [string, KioskForecast] => [
      k.id,
      {
        kioskId: k.id,
        customerId: k.customerId,
        planningMode: "fixed",
        capacityKg: 0,
        fillKg: 0,
        fillPercent: 0,
        fullOn: null,
        basis: "history",
        rateKgPerDay: 0,
      },
    ]),
  );
};

const settingsOf = (p: PlanningSettings): PlannerSettings => ({
  whileTherePercent: p.whileTherePercent,
  whileThereMetres: p.whileThereMetres,
  stopMinutes: p.stopMinutes,
  travel: { roadFactor: p.roadFactor, speedKmh: p.speedKmh },
});

/** The collectors working on `date` (all of them with `everyone`), with their start, shift and load. */
async function collectorsOn(db: Db, planning: PlanningSettings, date: string, everyone = false) {
  const [logins, profiles] = await Promise.all([
    collectorLogins(db),
    db.select().from(collectorProfiles),
  ]);
  const byUser = new Map(profiles.map((p) => [p.userId, p]));
  const weekday = weekdayOf(date);
  return logins
    .filter((l) => everyone || (byUser.get(l.id)?.weekdays ?? WORKING_WEEKDAYS).includes(weekday))
    .map((l): PlanCollector => {
      const p = byUser.get(l.id);
      return {
        collectorId: l.id,
        collectorName: l.name,
        start:
          p?.startLatitude && p.startLongitude
            ? { latitude: Number(p.startLatitude), longitude: Number(p.startLongitude) }
            : planning.depot,
        shift: {
          start: p?.shiftStart ?? planning.shift.start,
          end: p?.shiftEnd ?? planning.shift.end,
        },
        vehicleKg: p?.vehicleKg ? Number(p.vehicleKg) : planning.vehicleKg,
      };
    });
}

/** Kiosks (by id, or every one in service on `date`) with their business's place and hours. */
async function planKiosks(db: Db, date: string, ids?: readonly string[]): Promise<PlanKiosk[]> {
  const kiosks = ids
    ? [...(await kiosksByIds(db, ids)).values()].filter((k) => k.removedOn === null)
    : await kiosksInService(db, date);
  const places = await customerPlacesByIds(
    db,
    kiosks.map((k) => k.customerId),
  );
  const due = new Set(
    (await listStops(db, date, date)).stops
      .filter((s) => s.status === "planned")
      .map((s) => s.kioskId),
  );
  return kiosks.map((k) => {
    const place = places.get(k.customerId);
    const located = place?.latitude != null && place.longitude != null;
    return {
      kioskId: k.id,
      kioskLabel: k.label,
      customerId: k.customerId,
      businessName: place?.name ?? "",
      latitude: located ? Number(place?.latitude) : null,
      longitude: located ? Number(place?.longitude) : null,
      opensAt: place?.opensAt ?? null,
      closesAt: place?.closesAt ?? null,
      dueOnSchedule: due.has(k.id),
    };
  });
}

/** The planner's proposal for `date` from what the database holds now. */
export async function propose(deps: PlansDeps, date: string): Promise<StoredPlan> {
  const { db, planning } = deps;
  await ensurePlannedPickups(db, date, date);
  const kiosks = await planKiosks(db, date);
  const { rows } = await requestsIn(db, "requested", { page: 1, pageSize: 100_000 });
  const input: PlannerInput = {
    date,
    nextWorkingDay: nextWorkingDay(date),
    kiosks,
    requests: rows.map((r) => ({ kioskId: r.kioskId, preferredOn: r.preferredOn })),
    forecasts: await deps.forecasts(deps.database, {
      asOf: date,
      kioskIds: kiosks.map((k) => k.kioskId),
    }),
    collectors: await collectorsOn(db, planning, date),
    settings: settingsOf(planning),
  };
  return planDay(input, deps.solver);
}

type PlanRow = typeof dayPlans.$inferSelect;

function toDayPlan(row: PlanRow): DayPlan {
  return {
    date: row.planDate,
    status: row.publishedVersion === row.version ? "published" : "proposal",
    version: row.version,
    proposedAt: row.proposedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    routes: row.plan.routes,
    unplanned: row.plan.unplanned,
  };
}

async function findPlan(db: Db, date: string, lock = false): Promise<PlanRow | undefined> {
  const query = db.select().from(dayPlans).where(eq(dayPlans.planDate, date));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/**
 * The day's plan: the one kept (published or edited), else a new proposal kept as version 1.
 * `fresh` proposes again over an unpublished plan (a new version); a published one answers 409.
 */
export async function readPlan(deps: PlansDeps, date: string, fresh: boolean): Promise<DayPlan> {
  const { db } = deps;
  const kept = await findPlan(db, date);
  if (kept && !fresh) return toDayPlan(kept);
  if (kept && kept.publishedVersion !== null)
    throw new HttpError(
      409,
      `The plan of ${date} is published: edit it instead of proposing a new one.`,
    );
  const plan = await propose(deps, date);
  const [row] = kept
    ? await db
        .update(dayPlans)
        .set({
          plan,
          version: sql`${dayPlans.version} + 1`,
          proposedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(dayPlans.planDate, date))
        .returning()
    : await db.insert(dayPlans).values({ planDate: date, plan }).onConflictDoNothing().returning();
  // Two first readers at once: the other's proposal was kept.
  return toDayPlan(row ?? ((await findPlan(db, date)) as PlanRow));
}

const stale = (date: string, newer: number, yours: number) =>
  new HttpError(
    409,
    `The plan of ${date} was changed by someone else: version ${newer} is newer than your version ${yours}. Reload it and make your changes again.`,
  );

/** Staff's changes: each collector's kiosks in order, timed again in that order. */
export async function updatePlan(
  deps: PlansDeps,
  date: string,
  body: DayPlanUpdate,
  actor: AuditActor,
): Promise<DayPlan> {
  const { db, planning } = deps;
  return db.transaction(async (tx) => {
    const row = await findPlan(tx, date, true);
    if (!row) throw new HttpError(404, `There is no plan of ${date} yet: open it first.`);
    if (body.version !== row.version) throw stale(date, row.version, body.version);
    const collectors = new Map(
      (await collectorsOn(tx, planning, date, true)).map((c) => [c.collectorId, c]),
    );
    const seen = new Set<string>();
    body.routes.forEach((r, i) => {
      if (!collectors.has(r.collectorId))
        throw new HttpError(400, `routes.${i}.collectorId: is not a collector login`);
      if (seen.has(r.collectorId))
        throw new HttpError(400, `routes.${i}.collectorId: is listed twice`);
      seen.add(r.collectorId);
    });
    const wanted = body.routes.flatMap((r) => r.kioskIds);
    const kiosks = new Map((await planKiosks(tx, date, wanted)).map((k) => [k.kioskId, k]));
    const before = new Map<string, { why: ChosenStop["why"]; expectedKg: number }>();
    for (const r of row.plan.routes) for (const s of r.stops) before.set(s.kioskId, s);
    for (const u of row.plan.unplanned) before.set(u.kioskId, { why: u.why, expectedKg: 0 });
    const placed = new Set<string>();
    const unplanned: UnplannedStop[] = [];
    const settings = settingsOf(planning);
    const oldRoutes = new Map(row.plan.routes.map((r) => [r.collectorId, r]));
    const routes: PlanRoute[] = body.routes.map((r, i) => {
      const stops: ChosenStop[] = [];
      r.kioskIds.forEach((id, j) => {
        const kiosk = kiosks.get(id);
        if (!kiosk)
          throw new HttpError(400, `routes.${i}.kioskIds.${j}: is not a kiosk in service`);
        if (placed.has(id))
          throw new HttpError(400, `routes.${i}.kioskIds.${j}: is on the plan twice`);
        placed.add(id);
        const was = before.get(id);
        const stop: ChosenStop = {
          kiosk,
          why: was?.why ?? "added",
          expectedKg: was?.expectedKg ?? 0,
        };
        if (kiosk.latitude === null || kiosk.longitude === null)
          unplanned.push({ ...plainOf(stop), reason: "needsCoordinates" });
        else stops.push(stop);
      });
      const collector = oldRoutes.get(r.collectorId) ?? collectors.get(r.collectorId);
      return retimeRoute(collector as PlanCollector, stops, settings);
    });
    // Routes staff sent no line for keep nothing; their kiosks are unplanned like the rest.
    for (const r of row.plan.routes)
      for (const s of r.stops)
        if (!placed.has(s.kioskId))
          unplanned.push({
            kioskId: s.kioskId,
            kioskLabel: s.kioskLabel,
            customerId: s.customerId,
            businessName: s.businessName,
            why: s.why,
            reason: "removedByStaff",
          });
    for (const u of row.plan.unplanned)
      if (!placed.has(u.kioskId) && !unplanned.some((x) => x.kioskId === u.kioskId))
        unplanned.push(u);
    const plan: StoredPlan = { routes, unplanned };
    const [saved] = await tx
      .update(dayPlans)
      .set({ plan, version: row.version + 1, updatedBy: actor.id, updatedAt: new Date() })
      .where(eq(dayPlans.planDate, date))
      .returning();
    await recordAudit(tx, {
      actor,
      entity: "day_plan",
      entityId: date,
      action: "update",
      before: { version: row.version, routes: summary(row.plan) },
      after: { version: row.version + 1, routes: summary(plan) },
    });
    return toDayPlan(saved as PlanRow);
  });
}

const plainOf = (c: ChosenStop) => ({
  kioskId: c.kiosk.kioskId,
  kioskLabel: c.kiosk.kioskLabel,
  customerId: c.kiosk.customerId,
  businessName: c.kiosk.businessName,
  why: c.why,
});

/** Each collector's kiosk labels in order: what the audit log keeps of a plan. */
const summary = (plan: StoredPlan) =>
  Object.fromEntries(plan.routes.map((r) => [r.collectorName, r.stops.map((s) => s.kioskLabel)]));

/** The words a business is told, in each language (the mail goes in the login's). */
function plannedWords(
  language: Language,
  date: string,
  stops: readonly { kioskLabel: string; arrival: string }[],
) {
  const t = textsOf(language, "mail");
  // As the other pickup mails write a day (notice-emails.ts).
  const day = language === "en" ? formatDayMonth(date) : formatDayLong(date, language);
  return {
    title: fill(t["pickupPlanned.title"], { date: day }),
    lines: stops.map((s) =>
      fill(t["pickupPlanned.line"], { kiosk: s.kioskLabel, date: day, time: s.arrival }),
    ),
  };
}

/**
 * Publishes the day's plan. Publishing the same version again changes nothing; a business is
 * told (in the app, and by mail through the queue) once per day, the first time a published
 * version has a stop of theirs.
 */
export async function publishPlan(
  deps: PlansDeps,
  date: string,
  actor: AuditActor,
): Promise<DayPlan> {
  const { db, notify } = deps;
  return db.transaction(async (tx) => {
    const row = await findPlan(tx, date, true);
    if (!row) throw new HttpError(404, `There is no plan of ${date} yet: open it first.`);
    if (row.publishedVersion === row.version) return toDayPlan(row);
    const told = new Set(row.toldCustomers);
    const byCustomer = new Map<string, { kioskLabel: string; arrival: string }[]>();
    for (const r of row.plan.routes)
      for (const s of r.stops) {
        if (told.has(s.customerId)) continue;
        byCustomer.set(s.customerId, [...(byCustomer.get(s.customerId) ?? []), s]);
      }
    for (const [customerId, stops] of byCustomer) {
      const en = plannedWords("en", date, stops);
      const inLanguages = {
        gu: plannedWords("gu", date, stops),
        hi: plannedWords("hi", date, stops),
      };
      const noticeId = await recordNotice(tx, {
        customerId,
        kind: "pickupPlanned",
        ...en,
        inLanguages,
      });
      await notify(tx, { kind: "pickupPlanned", noticeId, inLanguages });
    }
    // Every stop is a planned visit that day, so the route screen records it as any other.
    await ensureVisitsOn(
      tx,
      date,
      row.plan.routes.flatMap((r) =>
        r.stops.map((s) => ({ kioskId: s.kioskId, customerId: s.customerId })),
      ),
    );
    const [saved] = await tx
      .update(dayPlans)
      .set({
        publishedVersion: row.version,
        publishedAt: new Date(),
        publishedPlan: row.plan,
        toldCustomers: [...told, ...byCustomer.keys()],
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(dayPlans.planDate, date))
      .returning();
    await recordAudit(tx, {
      actor,
      entity: "day_plan",
      entityId: date,
      action: "publish",
      before: null,
      after: { version: row.version, routes: summary(row.plan) },
    });
    return toDayPlan(saved as PlanRow);
  });
}

/** A collector's own route in the day's published plan. */
export async function myRoute(db: Db, date: string, userId: string): Promise<MyRoute> {
  const row = await findPlan(db, date);
  const plan = row?.publishedPlan ?? null;
  return {
    date,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    version: row?.publishedVersion ?? 0,
    route: plan?.routes.find((r) => r.collectorId === userId) ?? null,
  };
}
