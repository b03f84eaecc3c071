import { and, eq } from "drizzle-orm";
import { ownersAndLogin } from "#api/areas/accounts/index.ts";
import type { Db } from "#api/db/database.ts";
import { benefitTransactions } from "./ledger.tables.ts";
import { payoutBatches, payoutBatchItems, payoutRequests } from "./money.tables.ts";

/** What the notifications area needs of a paid payout request (it reads no money tables). */
export type PayoutFacts = {
  customerId: string;
  amount: number;
  paidOn: string;
  reference: string;
  /** The requester and every owner login of the business, once each. */
  recipients: { id: string; email: string; language: "en" | "gu" | "hi" | null }[];
};

export async function payoutFacts(db: Db, requestId: number): Promise<PayoutFacts | undefined> {
  const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, requestId));
  if (row?.status !== "paid" || row.paidOn === null) return undefined;
  const recipients = await ownersAndLogin(db, row.customerId, row.requestedBy);
  return {
    customerId: row.customerId,
    amount: Number(row.amount),
    paidOn: row.paidOn,
    reference: row.reference,
    recipients,
  };
}

/** A paid payout batch line's receipt: its amount, the batch's day, its reference; the owners. */
export async function batchPayoutFacts(db: Db, itemId: number): Promise<PayoutFacts | undefined> {
  const [row] = await db
    .select({
      customerId: payoutBatchItems.customerId,
      amount: payoutBatchItems.amount,
      state: payoutBatchItems.state,
      reference: payoutBatchItems.reference,
      paidOn: payoutBatches.paidOn,
    })
    .from(payoutBatchItems)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutBatchItems.batchId))
    .where(eq(payoutBatchItems.id, itemId));
  if (row?.state !== "paid" || row.paidOn === null) return undefined;
  return {
    customerId: row.customerId,
    amount: Number(row.amount),
    paidOn: row.paidOn,
    reference: row.reference,
    recipients: await ownersAndLogin(db, row.customerId, null),
  };
}

/**
 * A payout staff recorded on its own (the console's "Record payout"): its amount, day and
 * reference; the owners. A request's or a batch's payout has its own notice, not this one.
 */
export async function ledgerPayoutFacts(db: Db, entryId: number): Promise<PayoutFacts | undefined> {
  const [row] = await db
    .select({
      customerId: benefitTransactions.customerId,
      amount: benefitTransactions.amount,
      occurredOn: benefitTransactions.occurredOn,
      reference: benefitTransactions.reference,
    })
    .from(benefitTransactions)
    .where(and(eq(benefitTransactions.id, entryId), eq(benefitTransactions.kind, "redemption")));
  if (!row) return undefined;
  return {
    customerId: row.customerId,
    amount: Number(row.amount),
    paidOn: row.occurredOn,
    reference: row.reference,
    recipients: await ownersAndLogin(db, row.customerId, null),
  };
}
