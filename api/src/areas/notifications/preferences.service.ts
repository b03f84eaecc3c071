import type {
  NotificationKind,
  NotificationPreferences,
} from "@filtercycle/contract/pickups/pickups";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { notificationPreferences } from "./notifications.tables.ts";

const ALL_ON: NotificationPreferences = {
  pickupReceipts: true,
  missedPickups: true,
  requestUpdates: true,
  monthlySummary: true,
};

/** A login's choices; without a row, every kind is on. */
export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ? pick(row) : { ...ALL_ON };
}

const pick = (row: NotificationPreferences): NotificationPreferences => ({
  pickupReceipts: row.pickupReceipts,
  missedPickups: row.missedPickups,
  requestUpdates: row.requestUpdates,
  monthlySummary: row.monthlySummary,
});

/** Changes some of a login's choices (idempotent) and returns them all. */
export async function updatePreferences(
  db: Db,
  userId: string,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const next = { ...(await preferencesOf(db, userId)), ...changes };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...changes, updatedAt: new Date() },
    });
  return next;
}

/** Of `userIds`, those who receive `kind` (no row: all on). */
export async function receiving(
  db: Db,
  userIds: string[],
  kind: NotificationKind,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  const off = new Set(rows.filter((r) => !r[kind]).map((r) => r.userId));
  return new Set(userIds.filter((id) => !off.has(id)));
}
