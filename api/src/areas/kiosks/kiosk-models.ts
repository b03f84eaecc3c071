import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { kioskModels, kiosks } from "./kiosks.tables.ts";

/**
 * The product's kiosk models as migration 0026 writes them (its INSERT names the same rows):
 * staff edit their names and capacities in the console; a kiosk without a model of its own is a
 * standard one. The largest model's capacity is the most a collection from one kiosk can weigh.
 */
export const DEFAULT_KIOSK_MODELS = [
  { id: "compact", name: "Compact wall unit", capacityKg: "2.000" },
  { id: "standard", name: "Standard kiosk", capacityKg: "10.000" },
  { id: "large", name: "Large kiosk", capacityKg: "25.000" },
] as const;

/** Writes the default models that are missing (a database emptied by a reset or a test). */
export async function ensureKioskModels(db: Db): Promise<void> {
  await db
    .insert(kioskModels)
    .values(DEFAULT_KIOSK_MODELS.map((m) => ({ ...m })))
    .onConflictDoNothing({ target: kioskModels.id });
}

/**
 * A kiosk's capacity in kg: its own, else its model's (null: no such kiosk). The largest model's
 * capacity, without a kiosk, is `largestKioskCapacityKg`.
 */
export async function kioskCapacityKg(db: Db, kioskId: string): Promise<number | null> {
  const [row] = await queryRows<{ kg: number }>(
    db,
    sql`select coalesce(${kiosks.capacityKg}, ${kioskModels.capacityKg})::float8 as kg
        from ${kiosks} join ${kioskModels} on ${kioskModels.id} = ${kiosks.modelId}
        where ${kiosks.id} = ${kioskId}`,
  );
  return row ? Number(row.kg) : null;
}

/** The largest kiosk model's capacity in kg. */
export async function largestKioskCapacityKg(db: Db): Promise<number> {
  const [row] = await db
    .select({ kg: sql<number>`max(${kioskModels.capacityKg})::float8`.mapWith(Number) })
    .from(kioskModels);
  return row?.kg ?? 25;
}
