/**
 * Pickups and service (issue 13): the words and rules that both the API and the web use. A kiosk
 * without a schedule of its own is visited every DEFAULT_EVERY_DAYS days from its install date.
 */

export const DEFAULT_EVERY_DAYS = 15;
/** Planned pickups exist this many days ahead (docs/decisions/0060). */
export const PLAN_HORIZON_DAYS = 60;

export const PICKUP_STATUSES = ["planned", "done", "missed"] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const MISS_REASONS = ["site_closed", "kiosk_not_reachable", "kiosk_empty", "other"] as const;
export type MissReason = (typeof MISS_REASONS)[number];
export const MISS_REASON_LABELS: Record<MissReason, string> = {
  site_closed: "Site closed",
  kiosk_not_reachable: "Kiosk not reachable",
  kiosk_empty: "Kiosk empty",
  other: "Other",
};

export const REQUEST_REASONS = ["kiosk_full", "damaged", "other"] as const;
export type RequestReason = (typeof REQUEST_REASONS)[number];
export const REQUEST_REASON_LABELS: Record<RequestReason, string> = {
  kiosk_full: "Kiosk full",
  damaged: "Kiosk damaged",
  other: "Other",
};

export const REQUEST_STATUSES = ["requested", "scheduled", "done", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** A kiosk has at most one request in these states. */
export const OPEN_REQUEST_STATUSES = ["requested", "scheduled"] as const satisfies RequestStatus[];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  requested: "Requested",
  scheduled: "Scheduled",
  done: "Done",
  declined: "Declined",
};

/** The e-mails a login may choose to receive (the account page; a mail's unsubscribe link). */
export const NOTIFICATION_KINDS = [
  "pickupReceipts",
  "missedPickups",
  "requestUpdates",
  "monthlySummary",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  pickupReceipts: "A receipt after each pickup",
  missedPickups: "A notice when a pickup is missed",
  requestUpdates: "Updates on my pickup requests",
  monthlySummary: "A monthly summary on the 1st",
};

/** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay()`. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Either every N days from `startsOn`, or on the given weekdays from `startsOn`. */
export type PickupSchedule =
  | { everyDays: number; weekdays: null; startsOn: string }
  | { everyDays: null; weekdays: number[]; startsOn: string };

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  return isoOf(dayNumber(iso) + days);
}

/**
 * The schedule's visit dates from `from` to `to` (inclusive, YYYY-MM-DD), in order. The one rule
 * for "when is the next pickup": the API generates planned pickups from it.
 */
export function scheduleDates(schedule: PickupSchedule, from: string, to: string): string[] {
  const start = Math.max(dayNumber(schedule.startsOn), dayNumber(from));
  const end = dayNumber(to);
  const dates: string[] = [];
  if (schedule.everyDays !== null) {
    const step = schedule.everyDays;
    const origin = dayNumber(schedule.startsOn);
    let day = origin + Math.ceil((start - origin) / step) * step;
    for (; day <= end; day += step) dates.push(isoOf(day));
    return dates;
  }
  const weekdays = new Set(schedule.weekdays);
  for (let day = start; day <= end; day++) {
    // Day 0 of the epoch (1970-01-01) was a Thursday (4).
    if (weekdays.has((((day + 4) % 7) + 7) % 7)) dates.push(isoOf(day));
  }
  return dates;
}
