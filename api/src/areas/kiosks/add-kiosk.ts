import type { Db } from "#api/db/database.ts";
import { kiosks } from "./kiosks.tables.ts";

export type NewKiosk = typeof kiosks.$inferInsert;

/** Adds a kiosk row as given (the demo seed's and tests' data; staff add kiosks through kiosks.staff.ts). */
export async function addKiosk(db: Db, kiosk: NewKiosk) {
  const [row] = await db.insert(kiosks).values(kiosk).returning();
  if (!row) throw new Error("kiosk insert returned no row");
  return row;
}
