import { eq, sql } from "drizzle-orm";
import { monthTotalReads as customerMonthTotals } from "#api/areas/money/index.ts";
import type { Db } from "#api/db/database.ts";

/** One business's butts collected till date (number and kg), from the month totals. */
export async function collectedOf(
  db: Db,
  customerId: string,
): Promise<{ butts: number; kg: number }> {
  const [row] = await db
    .select({
      butts: sql<string>`coalesce(sum(${customerMonthTotals.buttsCount}), 0)`,
      kg: sql<string>`coalesce(sum(${customerMonthTotals.buttsKg}), 0)`,
    })
    .from(customerMonthTotals)
    .where(eq(customerMonthTotals.customerId, customerId));
  return { butts: Number(row?.butts ?? 0), kg: Number(row?.kg ?? 0) };
}
