import { dateWindowProblem } from "@filtercycle/contract/amount-rules";

/**
 * The rules of a collection that need no database: what a collection is, the days it may be
 * dated, its credit. Kept apart from the services so the collections import's worker thread
 * (collections-import.worker.ts) loads them without the database layer.
 */

/**
 * What a collection is (decision 0074): its kiosk, its day, its visit of that day and its weight
 * in kg with three decimals. Every writer (the CSV import, the console's form, the collector's
 * Done) records a collection under this identity, and the unique index
 * `collections_identity_unique` keeps two of them from both crediting it.
 */
export type CollectionIdentity = {
  kioskId: string;
  /** YYYY-MM-DD */
  date: string;
  visit: number;
  /** kg with three decimals, as numeric text ("2.500"). */
  buttsKg: string;
};

export const identityKey = (c: CollectionIdentity) =>
  `${c.kioskId}|${c.date}|${c.visit}|${c.buttsKg}`;

/** What the date rules need of a kiosk. */
export type KioskWindow = { installedOn: string; removedOn: string | null };

/**
 * Why a collection cannot be dated `date` at this kiosk (undefined when it can): before the
 * kiosk was installed, after it was removed, or after `today` (the business's day).
 */
export function collectionDateProblem(
  date: string,
  kiosk: KioskWindow,
  today: string,
): string | undefined {
  if (date > today) return `is in the future (today is ${today})`;
  // The real window (2000-01-01 on), the same rule as every other recorded day.
  const outside = dateWindowProblem(date, today);
  if (outside) return outside;
  if (date < kiosk.installedOn) return `is before the kiosk was installed (${kiosk.installedOn})`;
  if (kiosk.removedOn !== null && date > kiosk.removedOn)
    return `is after the kiosk was removed (${kiosk.removedOn})`;
  return undefined;
}

/** kg (3 decimals) × rate (paise per kg) in exact integer arithmetic, rounded half up to paise. */
export function creditFor(buttsKg: string, rateInPaise: number): string {
  const grams = Math.round(Number(buttsKg) * 1000);
  const paise = Math.round((grams * rateInPaise) / 1000);
  return (paise / 100).toFixed(2);
}
