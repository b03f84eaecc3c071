import { eq } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";
import { settings } from "./settings.tables.ts";

/**
 * Butts per kg for a collection weighed but not counted (setting `buttsPerKgEstimate`): the
 * stored value when it is a positive number, the default otherwise.
 */
export async function readButtsPerKgEstimate(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "buttsPerKgEstimate"));
  const value = row?.value;
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_SETTINGS.buttsPerKgEstimate;
}

// The estimate itself (kg × butts per kg) is the contract's collection rules' `estimateButts`.
