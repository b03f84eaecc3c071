import { moneyProblem } from "@filtercycle/contract/amount-rules";
import type { LedgerEntry } from "@filtercycle/contract/money/admin-ledger";
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { customersByIds } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { type Balance, balanceOf } from "./balances.ts";
import { benefitTransactions } from "./ledger.tables.ts";

/** A payout row as given (the demo seed's and tests' data; staff record payouts with `recordPayout`). */
export async function recordRedemption(
  db: Db,
  redemption: { customerId: string; occurredOn: string; amount: string; reference: string },
): Promise<void> {
  await db.insert(benefitTransactions).values({ ...redemption, kind: "redemption" });
}

/**
 * Payouts (kind "redemption", the customer's "Benefit Amount Redeemed") and adjustments of a
 * customer's benefit, as staff record them in the console. The balance is always `balanceOf`
 * (./balances.ts), the one rule.
 */
type Customer = { id: string; code: string; name: string };
type Row = typeof benefitTransactions.$inferSelect;

const toEntry = (row: Row, customer: { code: string; name: string } | undefined): LedgerEntry => ({
  id: row.id,
  kind: row.kind as LedgerEntry["kind"],
  customerCode: customer?.code ?? "",
  customerName: customer?.name ?? "",
  date: row.occurredOn,
  amount: Number(row.amount),
  reference: row.reference,
  note: row.note,
  recordedBy: row.recordedBy,
  createdAt: row.createdAt.toISOString(),
});

export type LedgerFilter = {
  customerId?: string;
  kind?: "redemption" | "adjustment";
  from?: string;
  to?: string;
};

/** A page of payouts and adjustments, newest first, with the filtered list's size. */
export async function listLedger(
  db: Db,
  filter: LedgerFilter,
  page: { page: number; pageSize: number },
): Promise<{ items: LedgerEntry[]; total: number }> {
  const b = benefitTransactions;
  const conditions: SQL[] = [
    filter.kind ? eq(b.kind, filter.kind) : inArray(b.kind, ["redemption", "adjustment"]),
  ];
  if (filter.customerId) conditions.push(eq(b.customerId, filter.customerId));
  if (filter.from) conditions.push(gte(b.occurredOn, filter.from));
  if (filter.to) conditions.push(lte(b.occurredOn, filter.to));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(b)
      .where(where)
      .orderBy(desc(b.occurredOn), desc(b.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(b).where(where),
  ]);
  const names = await customersByIds(
    db,
    rows.map((r) => r.customerId),
  );
  return {
    items: rows.map((row) => toEntry(row, names.get(row.customerId))),
    total: counted?.n ?? 0,
  };
}

/**
 * Serializes ledger changes of one business, so two payouts cannot both spend one balance. The
 * money area's payout batches take it too, so a batch and a single payout never interleave.
 */
export async function lockCustomerLedger(tx: Db, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${customerId}, 0))`);
}

const inPaise = (rupees: number) => Math.round(rupees * 100);
const rupeesText = (rupees: number) => (inPaise(rupees) / 100).toFixed(2);

export class OverBalanceError extends Error {
  constructor(readonly balance: number) {
    super("payout above the balance");
  }
}

/**
 * Why a single payout of a business must wait (its line in an unpaid payout batch, decision
 * 0078), or undefined. Asked under the ledger lock, so the answer holds until the payout commits.
 */
export type PayoutHold = (tx: Db, customerId: string) => Promise<string | undefined>;

export class PayoutHeldError extends Error {}

/**
 * A payout outside the amounts one payout may be (`moneyProblem`, the contract's one rule that
 * the payout endpoint's schema also applies): every way of paying reaches `recordPayout`, so none
 * pays more than the per-payout limit. 400 naming `amount`, nothing stored.
 */
const payoutAmountError = (problem: string) =>
  new HttpError(400, `The amount ${problem}.`, [{ field: "amount", message: problem }]);

export type NewPayout = {
  amount: number;
  date: string;
  reference: string;
  note: string;
  overrideReason?: string;
};

/**
 * Records a payout in one transaction with its audit entry. Above the balance it is refused
 * (OverBalanceError, nothing stored) unless an override reason is given; the reason is kept in
 * the note and the audit entry.
 */
export async function recordPayout(
  db: Db,
  customer: Customer,
  payout: NewPayout,
  actor: AuditActor,
  hold?: PayoutHold,
): Promise<{ entry: LedgerEntry; balance: Balance }> {
  const amountProblem = moneyProblem(payout.amount);
  if (amountProblem) throw payoutAmountError(amountProblem);
  return db.transaction(async (tx) => {
    await lockCustomerLedger(tx, customer.id);
    const held = hold ? await hold(tx, customer.id) : undefined;
    if (held !== undefined) throw new PayoutHeldError(held);
    const before = await balanceOf(tx, customer.id);
    const over = inPaise(payout.amount) > inPaise(before.balance);
    const overrideReason = payout.overrideReason?.trim() || undefined;
    if (over && !overrideReason) throw new OverBalanceError(before.balance);
    const note = over
      ? [payout.note, `Override: ${overrideReason}`].filter((part) => part !== "").join(" · ")
      : payout.note;
    const [row] = await tx
      .insert(benefitTransactions)
      .values({
        customerId: customer.id,
        occurredOn: payout.date,
        kind: "redemption",
        amount: rupeesText(payout.amount),
        reference: payout.reference,
        note,
        recordedBy: actor.name,
      })
      .returning();
    if (!row) throw new Error("payout insert returned no row");
    const entry = toEntry(row, customer);
    await recordAudit(tx, {
      actor,
      entity: "payout",
      entityId: row.id,
      customerId: customer.id,
      action: "create",
      before: null,
      after: {
        customerCode: customer.code,
        amount: entry.amount,
        date: entry.date,
        reference: entry.reference,
        note: entry.note,
        ...(over ? { overrideReason, balanceBefore: before.balance } : {}),
      },
    });
    return { entry, balance: await balanceOf(tx, customer.id) };
  });
}

/** Records an adjustment (signed rupees) with its reason and audit entry. */
export async function recordAdjustment(
  db: Db,
  customer: Customer,
  adjustment: { amount: number; date: string; reason: string },
  actor: AuditActor,
): Promise<{ entry: LedgerEntry; balance: Balance }> {
  return db.transaction(async (tx) => {
    await lockCustomerLedger(tx, customer.id);
    const [row] = await tx
      .insert(benefitTransactions)
      .values({
        customerId: customer.id,
        occurredOn: adjustment.date,
        kind: "adjustment",
        amount: rupeesText(adjustment.amount),
        note: adjustment.reason,
        recordedBy: actor.name,
      })
      .returning();
    if (!row) throw new Error("adjustment insert returned no row");
    const entry = toEntry(row, customer);
    await recordAudit(tx, {
      actor,
      entity: "adjustment",
      entityId: row.id,
      customerId: customer.id,
      action: "create",
      before: null,
      after: {
        customerCode: customer.code,
        amount: entry.amount,
        date: entry.date,
        reason: entry.note,
      },
    });
    return { entry, balance: await balanceOf(tx, customer.id) };
  });
}
