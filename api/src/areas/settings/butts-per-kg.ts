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

/** The number of butts kg weigh at `perKg` butts a kg, rounded to a whole butt. */
export function estimateButts(kg: number, perKg: number): number {
  return Math.round((Math.round(kg * 1000) * perKg) / 1000);
}
