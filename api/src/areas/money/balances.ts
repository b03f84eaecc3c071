import { eq, sql } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { benefitTransactions } from "./ledger.tables.ts";
import { customerMonthTotals } from "./month-totals.tables.ts";

/**
 * A customer's balance, the one rule for it: credits (from collections, at the rate in force when
 * each was recorded) − payouts ± adjustments. In rupees, exact to the paisa (numeric in SQL).
 */
export type Balance = {
  credits: number;
  payouts: number;
  adjustments: number;
  balance: number;
};

/** One business's balance and its parts, from the ledger itself. */
export async function balanceOf(db: Db, customerId: string): Promise<Balance> {
  const [row] = await db
    .select({
      credits: sql<string>`coalesce(sum(${benefitTransactions.amount}) filter (where ${benefitTransactions.kind} = 'collection_credit'), 0)`,
      payouts: sql<string>`coalesce(sum(${benefitTransactions.amount}) filter (where ${benefitTransactions.kind} = 'redemption'), 0)`,
      adjustments: sql<string>`coalesce(sum(${benefitTransactions.amount}) filter (where ${benefitTransactions.kind} = 'adjustment'), 0)`,
    })
    .from(benefitTransactions)
    .where(eq(benefitTransactions.customerId, customerId));
  const credits = Number(row?.credits ?? 0);
  const payouts = Number(row?.payouts ?? 0);
  const adjustments = Number(row?.adjustments ?? 0);
  // Summed as numeric in SQL would be exact too; in paise here so the parts add up on screen.
  const balance =
    (Math.round(credits * 100) - Math.round(payouts * 100) + Math.round(adjustments * 100)) / 100;
  return { credits, payouts, adjustments, balance };
}

/**
 * Every business's balance as a subquery (customer_id, balance), for lists that sort or filter by
 * it: from the month totals (credited = credits + adjustments), one row a month per business, so
 * a thousand businesses cost a few thousand rows, not every transaction.
 */
export function balancesSubquery(db: Db) {
  return db
    .select({
      customerId: customerMonthTotals.customerId,
      balance:
        sql<string>`sum(${customerMonthTotals.credited}) - sum(${customerMonthTotals.redeemed})`.as(
          "balance",
        ),
    })
    .from(customerMonthTotals)
    .groupBy(customerMonthTotals.customerId)
    .as("balances");
}

/**
 * Businesses whose balance (the one rule: balances.ts `balancesSubquery`) is above `threshold`
 * rupees: how many, and the `limit` largest balances.
 */
export async function balancesAbove(
  db: Db,
  threshold: number,
  limit: number,
): Promise<{ count: number; top: { customerId: string; balance: number }[] }> {
  const balances = balancesSubquery(db);
  const above = sql`${balances.balance} > ${String(threshold)}::numeric`;
  const [counted, top] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(balances).where(above),
    db
      .select({ customerId: balances.customerId, amount: sql<string>`${balances.balance}::text` })
      .from(balances)
      .where(above)
      // An expression, not the bare name: "balance" alone would be the text output column.
      .orderBy(sql`${balances.balance}::numeric desc`, balances.customerId)
      .limit(limit),
  ]);
  return {
    count: counted[0]?.n ?? 0,
    top: top.map((row) => ({ customerId: row.customerId, balance: Number(row.amount) })),
  };
}
