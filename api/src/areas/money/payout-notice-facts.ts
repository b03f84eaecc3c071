import { eq } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { ownersAndLogin } from "../accounts/business-logins.ts";
import { payoutRequests } from "./money.tables.ts";

/** What the notifications area needs of a paid payout request (it reads no money tables). */
export type PayoutFacts = {
  customerId: string;
  amount: number;
  paidOn: string;
  reference: string;
  /** The requester and every owner login of the business, once each. */
  recipients: { id: string; email: string }[];
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
