import { todayIn } from "@filtercycle/contract/dates";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import type { Clock } from "#api/lib/clock.ts";

export { collectionDateProblem, type KioskWindow } from "./collection-values.ts";

/** Today in the business's time zone (settings `businessTimeZone`). */
export async function businessToday(db: Db, clock: Clock): Promise<string> {
  const { businessTimeZone } = await readImpactSettings(db);
  return todayIn(businessTimeZone, clock());
}
