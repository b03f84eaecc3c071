import { formatBusinessDate, formatRupees, formatRupeesPlain } from "@filtercycle/contract/format";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import type {
  AdminPayoutRequest,
  PayoutRequest,
  PayoutRequestStatus,
} from "@filtercycle/contract/money/money";
import { offsetOf, type PageRequest } from "@filtercycle/contract/paging";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { customersByIds, findCustomerById, isUniqueViolation } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { said } from "#api/http/said.ts";
import type { Notify } from "#api/lib/notices.ts";
import { balanceOf } from "./balances.ts";
import { OverBalanceError, PayoutHeldError, recordPayout } from "./ledger.service.ts";
import { payoutRequests } from "./money.tables.ts";
import {
  payoutHold,
  requestInPendingBatch,
  requestsInPendingBatches,
} from "./payout-batches.service.ts";

/**
 * Payout requests (issue 14, docs/decisions/0065): an owner asks for up to the balance (one open
 * request per business), staff approve, pay (the payout recorded through the ledger's own
 * function, in the same transaction) or decline with a reason. Every change is audited.
 */

type Row = typeof payoutRequests.$inferSelect;

const OPEN_INDEX = "payout_requests_one_open";
const OPEN: PayoutRequestStatus[] = ["requested", "approved"];

const inPaise = (rupees: number | string) => Math.round(Number(rupees) * 100);
const rupees = (value: number | string) => formatRupees(Number(value));
/** The day a request was made, in the business time zone (not the server's clock zone). */
const dayText = (at: Date) => formatBusinessDate(at);

export const PAYOUT_MESSAGES = {
  noRequest: "There is no payout request with this id.",
  openExists: (open: Row) =>
    `You already have an open payout request of ${rupees(open.amount)} (${open.status}, asked on ${dayText(open.createdAt)}). A new one can be made once it is paid or declined.`,
  notOpen: (status: string, action: string) =>
    `This payout request is ${status}: it cannot be ${action} any more.`,
  inBatch: (batchId: number) =>
    `This payout request waits in payout batch ${batchId}: mark that batch paid, or cancel it first.`,
} as const;

/** 409: the business's open request, said in the request's language too (issue 29). */
function openExists(open: Row): HttpError {
  return new HttpError(409, PAYOUT_MESSAGES.openExists(open)).withSaid("payouts.openExists", {
    amount: rupees(open.amount),
    status: (language) => textsOf(language, "dashboard")[`payoutStatus.${open.status}`],
    day: (language) => formatBusinessDate(open.createdAt, language),
  });
}

export function toPayoutRequest(row: Row): PayoutRequest {
  return {
    id: row.id,
    amount: Number(row.amount),
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    requestedBy: row.requestedByName,
    note: row.note,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    paidOn: row.paidOn,
    reference: row.reference,
  };
}

/** Requests with their business's code, name and balance now (the console's list). */
export async function toAdminPayoutRequests(db: Db, rows: Row[]): Promise<AdminPayoutRequest[]> {
  const ids = [...new Set(rows.map((r) => r.customerId))];
  const [names, balances, batches] = await Promise.all([
    customersByIds(db, ids),
    Promise.all(ids.map(async (id) => [id, (await balanceOf(db, id)).balance] as const)),
    requestsInPendingBatches(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const balanceOfId = new Map(balances);
  return rows.map((row) => ({
    ...toPayoutRequest(row),
    customerCode: names.get(row.customerId)?.code ?? "",
    customerName: names.get(row.customerId)?.name ?? "",
    balance: balanceOfId.get(row.customerId) ?? 0,
    waitsInBatch: batches.get(row.id) ?? null,
  }));
}

const auditView = (row: Row) => ({
  id: row.id,
  amount: Number(row.amount),
  status: row.status,
  note: row.note,
  declineReason: row.declineReason,
  payoutId: row.payoutId,
  paidOn: row.paidOn,
  reference: row.reference,
});

async function openRequestOf(db: Db, customerId: string): Promise<Row | undefined> {
  const [open] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.customerId, customerId), inArray(payoutRequests.status, OPEN)));
  return open;
}

/** An owner's request of up to the balance; 409 while another is open, 400 above the balance. */
export async function createPayoutRequest(
  db: Db,
  customerId: string,
  input: { amount: number; note: string },
  requester: AuditActor & { id: string },
): Promise<Row> {
  try {
    return await db.transaction(async (tx) => {
      const open = await openRequestOf(tx, customerId);
      if (open) throw openExists(open);
      const { balance } = await balanceOf(tx, customerId);
      if (inPaise(input.amount) > inPaise(balance)) {
        const message = `must not be more than your balance of ${rupees(balance)}`;
        const over = said("payouts.overBalance", { balance: rupees(balance) });
        throw new HttpError(400, `The amount ${message}.`, [
          { field: "amount", message, said: over },
        ]).withSaid("payouts.overBalance", { balance: rupees(balance) });
      }
      const [row] = await tx
        .insert(payoutRequests)
        .values({
          customerId,
          amount: formatRupeesPlain(inPaise(input.amount) / 100),
          requestedBy: requester.id,
          requestedByName: requester.name,
          note: input.note,
        })
        .returning();
      if (!row) throw new Error("payout request insert returned no row");
      await recordAudit(tx, {
        actor: requester,
        entity: "payout request",
        entityId: row.id,
        customerId,
        action: "create",
        before: null,
        after: auditView(row),
      });
      return row;
    });
  } catch (error) {
    // Two owners asking at the same moment: the partial unique index keeps one.
    if (isUniqueViolation(error, OPEN_INDEX)) {
      const open = await openRequestOf(db, customerId);
      if (open) throw openExists(open);
      throw new HttpError(409, "You already have an open payout request.").withSaid(
        "payouts.openExistsShort",
      );
    }
    throw error;
  }
}

/** A page of a business's requests, newest first (ties by id), and how many it has. */
export async function payoutRequestsOf(
  db: Db,
  customerId: string,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const where = eq(payoutRequests.customerId, customerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payoutRequests)
      .where(where)
      .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(payoutRequests).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type AdminStatusFilter = "open" | PayoutRequestStatus | "all";

/** The console's list: open ones oldest first (the queue to work through), others newest first. */
export async function payoutRequestsIn(
  db: Db,
  status: AdminStatusFilter,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const where: SQL | undefined =
    status === "all"
      ? undefined
      : status === "open"
        ? inArray(payoutRequests.status, OPEN)
        : eq(payoutRequests.status, status);
  const order =
    status === "open"
      ? [asc(payoutRequests.createdAt), asc(payoutRequests.id)]
      : [desc(payoutRequests.createdAt), desc(payoutRequests.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payoutRequests)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(payoutRequests).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

async function lockRequest(tx: Db, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(payoutRequests)
    .where(eq(payoutRequests.id, id))
    .for("update");
  if (!row) throw new HttpError(404, PAYOUT_MESSAGES.noRequest);
  return row;
}

/** Locks the request, checks its status, applies `change` and audits it, in one transaction. */
async function decide(
  db: Db,
  id: number,
  from: PayoutRequestStatus[],
  verb: { action: string; pastTense: string },
  actor: AuditActor,
  change: (tx: Db, before: Row) => Promise<Partial<typeof payoutRequests.$inferInsert>>,
  after?: (tx: Db, row: Row) => Promise<void>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (!from.includes(before.status))
      throw new HttpError(409, PAYOUT_MESSAGES.notOpen(before.status, verb.pastTense));
    // A request in an unpaid batch is settled by the batch (docs/decisions/0078).
    const batchId = await requestInPendingBatch(tx, id);
    if (batchId !== undefined) throw new HttpError(409, PAYOUT_MESSAGES.inBatch(batchId));
    const now = new Date();
    const [row] = await tx
      .update(payoutRequests)
      .set({
        ...(await change(tx, before)),
        decidedBy: actor.name,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(payoutRequests.id, id))
      .returning();
    if (!row) throw new Error("payout request update returned no row");
    await recordAudit(tx, {
      actor,
      entity: "payout request",
      entityId: id,
      customerId: row.customerId,
      action: verb.action,
      before: auditView(before),
      after: auditView(row),
    });
    if (after) await after(tx, row);
    return row;
  });
}

export function approvePayoutRequest(db: Db, id: number, actor: AuditActor): Promise<Row> {
  return decide(
    db,
    id,
    ["requested"],
    { action: "approve", pastTense: "approved" },
    actor,
    async () => ({
      status: "approved",
    }),
  );
}

export function declinePayoutRequest(
  db: Db,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<Row> {
  return decide(db, id, OPEN, { action: "decline", pastTense: "declined" }, actor, async () => ({
    status: "declined",
    declineReason: reason,
  }));
}

/**
 * Pays a request: the payout goes through the ledger's `recordPayout` (its balance check, its
 * audit entry) in this transaction, the request keeps its id, day and reference, and the
 * "payout paid" e-mail is queued with it, so all of it is stored or none.
 */
export function payPayoutRequest(
  db: Db,
  id: number,
  payment: { date: string; reference: string },
  actor: AuditActor,
  notify: Notify,
): Promise<Row> {
  return decide(
    db,
    id,
    OPEN,
    { action: "pay", pastTense: "paid" },
    actor,
    async (tx, before) => {
      const customer = await findCustomerById(tx, before.customerId);
      if (!customer) throw new HttpError(404, PAYOUT_MESSAGES.noRequest);
      try {
        const { entry } = await recordPayout(
          tx,
          customer,
          {
            amount: Number(before.amount),
            date: payment.date,
            reference: payment.reference,
            note: `Payout request ${before.id}`,
          },
          actor,
          payoutHold,
        );
        return {
          status: "paid",
          payoutId: entry.id,
          paidOn: payment.date,
          reference: payment.reference,
        };
      } catch (error) {
        if (error instanceof PayoutHeldError) throw new HttpError(409, error.message);
        // The balance fell below the request since it was made (an adjustment): staff decline
        // it, or record the payout with an override in the ledger.
        if (error instanceof OverBalanceError)
          throw new HttpError(
            409,
            `The request of ${rupees(before.amount)} is more than ${customer.code}'s balance of ${rupees(error.balance)} now. Decline it, or record the payout in the ledger with an override reason.`,
          );
        throw error;
      }
    },
    (tx, row) => notify(tx, { kind: "payoutPaid", requestId: row.id }),
  );
}
