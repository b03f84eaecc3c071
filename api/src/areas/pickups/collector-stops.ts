import type { Stop } from "@filtercycle/contract/pickups/pickups";
import { loginEmail, type signedInUser } from "#api/areas/accounts/index.ts";
import type { Db } from "#api/db/database.ts";
import { addDays } from "#api/lib/dates.ts";
import { COLLECTOR_REFUSALS } from "./pickup-messages.ts";
import type { PickupRow } from "./pickup-views.ts";

type SessionUser = ReturnType<typeof signedInUser>;

/**
 * What a collector login reaches of the pickups (PRODUCT.md: "the pickups of the day"), in one
 * place: which days, whose stops, and that no answer carries money. Admins reach every pickup.
 */

const isCollector = (user: SessionUser) => user.role === "collector";

/** Today's stops, and yesterday's for what was left unsent on the phone. */
export function collectorDays(today: string): { from: string; to: string } {
  return { from: addDays(today, -1), to: today };
}

/**
 * The stop is the collector's own. Every collector shares the day's stops until routes are
 * assigned to collectors; the per-collector route is wired here (and only here).
 */
export function isOwnStop(_user: SessionUser, _pickup: Pick<PickupRow, "id" | "plannedOn">) {
  return true;
}

/** The read `GET /api/admin/pickups?date&days` a collector may make: one day, today or yesterday. */
export function checkCollectorRead(
  user: SessionUser,
  query: { date: string; days: number },
  today: string,
) {
  if (!isCollector(user)) return;
  const { from, to } = collectorDays(today);
  if (query.days !== 1 || query.date < from || query.date > to)
    throw COLLECTOR_REFUSALS.otherDay(from, to);
}

/** A collector may act on (or read the photo of) a stop of their days and their own. */
export function checkCollectorStop(
  user: SessionUser,
  pickup: Pick<PickupRow, "id" | "plannedOn">,
  today: string,
) {
  if (!isCollector(user)) return;
  const { from, to } = collectorDays(today);
  if (pickup.plannedOn < from || pickup.plannedOn > to || !isOwnStop(user, pickup))
    throw COLLECTOR_REFUSALS.notYourStop(pickup.plannedOn, from, to);
}

/**
 * A stop saved on a phone is sent only by the login that saved it (`savedBy`): another login is
 * refused (403) and the phone keeps it for its owner; a login since removed is 410, so the phone
 * says so and shows what an admin needs to record it.
 */
export async function checkSavedBy(db: Db, user: SessionUser, savedBy: string | undefined) {
  if (savedBy === undefined || savedBy === user.userId) return;
  if ((await loginEmail(db, savedBy)) === undefined) throw COLLECTOR_REFUSALS.loginRemoved();
  throw COLLECTOR_REFUSALS.savedByAnother();
}

/** A stop as a login may read it: without its credit for a collector. */
export function stopFor<T extends Stop>(user: SessionUser, stop: T): T {
  if (!isCollector(user)) return stop;
  const { credit: _money, ...rest } = stop;
  return rest as T;
}

/** The day's stops a login reads: a collector only their own, and no money. */
export function stopsFor(user: SessionUser, stops: readonly Stop[]): Stop[] {
  if (!isCollector(user)) return [...stops];
  return stops
    .filter((stop) => isOwnStop(user, { id: stop.id, plannedOn: stop.date }))
    .map((stop) => stopFor(user, stop));
}
