import type { Db } from "#api/db/database.ts";
import { collections } from "./collections.tables.ts";

export type NewCollection = Omit<typeof collections.$inferInsert, "id" | "customerId">;

/**
 * Inserts one kiosk's collections as given, in batches under the protocol's parameter limit, and
 * answers each one's id, day and kg (the demo seed's and tests' data, credited by the caller in
 * the same transaction; staff record collections through `createCollection`).
 */
export async function insertCollections(
  tx: Db,
  kiosk: { id: string; customerId: string },
  rows: readonly NewCollection[],
): Promise<{ id: number; collectedOn: string; buttsKg: string }[]> {
  const inserted: { id: number; collectedOn: string; buttsKg: string }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    inserted.push(
      ...(await tx
        .insert(collections)
        .values(batch.map((r) => ({ ...r, kioskId: kiosk.id, customerId: kiosk.customerId })))
        .returning({
          id: collections.id,
          collectedOn: collections.collectedOn,
          buttsKg: collections.buttsKg,
        })),
    );
  }
  return inserted;
}
