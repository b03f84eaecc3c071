import type { Db } from "../../db/database.ts";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";
import { settings } from "./settings.tables.ts";

/** Writes each default setting that is not stored yet; stored values are left as staff set them. */
export async function ensureDefaultSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
