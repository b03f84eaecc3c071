import { dateWindowProblem } from "@filtercycle/contract/amount-rules";
import { todayIn } from "@filtercycle/contract/dates";
import type { Db } from "#api/db/database.ts";
import { readImpactSettings } from "../settings/settings.service.ts";
import type { Clock } from "./dashboard.service.ts";

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

/** Today in the business's time zone (settings `businessTimeZone`). */
export async function businessToday(db: Db, clock: Clock): Promise<string> {
  const { businessTimeZone } = await readImpactSettings(db);
  return todayIn(businessTimeZone, clock());
}
