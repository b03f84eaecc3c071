import { formatDay } from "@filtercycle/contract/format";
import { HttpError } from "#api/http/problem.ts";

/** The pickups area's answers in words (a 400 names its field; a 409 says what state it is in). */
export const PICKUP_MESSAGES = {
  noPickup: "There is no pickup with this id.",
  noRequest: "There is no pickup request with this id.",
  noKiosk: "There is no kiosk with this id.",
  openRequestExists: "This kiosk already has an open pickup request.",
  alreadyDone: (date: string) => `This pickup was already completed (${date}).`,
  alreadyMissed: (date: string) =>
    `This pickup was already marked missed (${date}); complete its new pickup instead.`,
  notPlanned: (status: string) => `Only a planned pickup can be moved; this one is ${status}.`,
  futureComplete: (date: string, today: string) =>
    `This pickup is planned for ${date}; it can be completed on that day or later (today is ${today}).`,
  futureMiss: (date: string, today: string) =>
    `This pickup is planned for ${date}; it can be marked missed on that day or later (today is ${today}). Move it to another date instead.`,
  keyUsed: "This idempotency key was already used for another pickup; make a new one per stop.",
  collectionDate: (problem: string) => `The pickup's date ${problem}, so it cannot be recorded.`,
  plannedThatDay: (date: string) => `This kiosk already has a planned pickup on ${date}.`,
  collectorOtherDay: (from: string, to: string) =>
    `A collector reads the stops of one day: yesterday (${from}) or today (${to}).`,
  collectorNotYourStop: (date: string, from: string, to: string) =>
    `This stop is of ${date}; a collector records only their own stops of yesterday (${from}) or today (${to}). An admin can record it in the console.`,
  savedByAnother:
    "This stop was saved on this phone by another login; only that login can send it.",
  loginRemoved:
    "Not sent: the login that saved this stop was removed. An admin records it in the console.",
  requestNotOpen: (status: string, action: string) =>
    `This request is ${status}; only a ${action === "decline" ? "requested" : "requested or scheduled"} request can be ${action === "decline" ? "declined" : "scheduled"}.`,
} as const;

/** A 400 for a date before `min`, naming `field`. */
export function dateNotBefore(field: string, date: string, min: string, what: string): void {
  if (date < min) {
    throw new HttpError(400, `The ${field} ${date} is before ${what} (${min}).`, [
      { field, message: `must not be before ${what} (${min})` },
    ]);
  }
}

const dayIn = (date: string) => (language: Parameters<typeof formatDay>[1]) =>
  formatDay(date, language);

/**
 * The refusals a business or a collector can meet, said in the request's language too (issue
 * 29): the English is PICKUP_MESSAGES's, exactly as before.
 */
export const PICKUP_REFUSALS = {
  noPickup: () => new HttpError(404, PICKUP_MESSAGES.noPickup).withSaid("pickups.noPickup"),
  noKiosk: () => new HttpError(404, PICKUP_MESSAGES.noKiosk).withSaid("pickups.noKiosk"),
  openRequestExists: () =>
    new HttpError(409, PICKUP_MESSAGES.openRequestExists).withSaid("pickups.openRequestExists"),
  alreadyDone: (date: string) =>
    new HttpError(409, PICKUP_MESSAGES.alreadyDone(date)).withSaid("pickups.alreadyDone", {
      date: dayIn(date),
    }),
  alreadyMissed: (date: string) =>
    new HttpError(409, PICKUP_MESSAGES.alreadyMissed(date)).withSaid("pickups.alreadyMissed", {
      date: dayIn(date),
    }),
  futureComplete: (date: string, today: string) =>
    new HttpError(409, PICKUP_MESSAGES.futureComplete(date, today)).withSaid(
      "pickups.futureComplete",
      { date: dayIn(date), today: dayIn(today) },
    ),
  futureMiss: (date: string, today: string) =>
    new HttpError(409, PICKUP_MESSAGES.futureMiss(date, today)).withSaid("pickups.futureMiss", {
      date: dayIn(date),
      today: dayIn(today),
    }),
  keyUsed: () => new HttpError(409, PICKUP_MESSAGES.keyUsed).withSaid("pickups.keyUsed"),
  collectionDate: (date: string, problem: string) =>
    new HttpError(409, PICKUP_MESSAGES.collectionDate(problem)).withSaid("pickups.collectionDate", {
      date: dayIn(date),
    }),
} as const;

/** What a collector's phone is refused (collector-stops.ts), said in the collector's language. */
export const COLLECTOR_REFUSALS = {
  otherDay: (from: string, to: string) =>
    new HttpError(403, PICKUP_MESSAGES.collectorOtherDay(from, to)).withSaid(
      "pickups.collectorOtherDay",
      { from: dayIn(from), to: dayIn(to) },
    ),
  notYourStop: (date: string, from: string, to: string) =>
    new HttpError(403, PICKUP_MESSAGES.collectorNotYourStop(date, from, to)).withSaid(
      "pickups.collectorNotYourStop",
      { date: dayIn(date), from: dayIn(from), to: dayIn(to) },
    ),
  savedByAnother: () =>
    new HttpError(403, PICKUP_MESSAGES.savedByAnother).withSaid("pickups.savedByAnother"),
  loginRemoved: () =>
    new HttpError(410, PICKUP_MESSAGES.loginRemoved).withSaid("pickups.loginRemoved"),
} as const;
