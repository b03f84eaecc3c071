import { and, eq, like, ne, or } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { impactPages } from "./impact-pages.tables.ts";

/** The stored setting of one business's public page (no row: never turned on or named). */
export type ImpactPageRow = typeof impactPages.$inferSelect;

export async function impactPageOf(db: Db, customerId: string): Promise<ImpactPageRow | null> {
  const [row] = await db.select().from(impactPages).where(eq(impactPages.customerId, customerId));
  return row ?? null;
}

export async function impactPageBySlug(db: Db, slug: string): Promise<ImpactPageRow | null> {
  const [row] = await db.select().from(impactPages).where(eq(impactPages.slug, slug));
  return row ?? null;
}

/** Whether another business holds `slug` (on or off: a slug stays reserved while off). */
export async function slugTakenByOther(db: Db, slug: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ customerId: impactPages.customerId })
    .from(impactPages)
    .where(and(eq(impactPages.slug, slug), ne(impactPages.customerId, customerId)));
  return row !== undefined;
}

/** Slugs held by other businesses that are `base` or `base-…` (to suggest a free one). */
export async function slugsLike(db: Db, base: string, customerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: impactPages.slug })
    .from(impactPages)
    .where(
      and(
        ne(impactPages.customerId, customerId),
        or(eq(impactPages.slug, base), like(impactPages.slug, `${base}-%`)),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

export async function saveImpactPage(
  db: Db,
  row: { customerId: string; slug: string; enabled: boolean; updatedBy: string },
): Promise<ImpactPageRow> {
  const [saved] = await db
    .insert(impactPages)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: impactPages.customerId,
      set: {
        slug: row.slug,
        enabled: row.enabled,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!saved) throw new Error("the impact page was not saved");
  return saved;
}
