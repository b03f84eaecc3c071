import { MONEY_MAX, moneyProblem } from "@filtercycle/contract/amount-rules";
import { formatRupees, formatRupeesPlain } from "@filtercycle/contract/format";
import {
  maskAccountNumber,
  PAYOUT_BATCH_MAX,
  type PayoutBatch,
  type PayoutBatchCreate,
  type PayoutBatchItem,
  type PayoutBatchSummary,
  payeeUpdateSchema,
} from "@filtercycle/contract/money/money";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { customersByIds, findCustomerById, isUniqueViolation } from "#api/areas/customers/index.ts";
import { readPayoutThreshold } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import type { Notify } from "#api/lib/notices.ts";
import { balanceOf, balancesAbove } from "./balances.ts";
import { lockCustomerLedger, recordPayout } from "./ledger.service.ts";
import { payoutBatches, payoutBatchItems, payoutRequests } from "./money.tables.ts";
import { payeeFieldsOf } from "./payee.service.ts";

/**
 * Payouts in batches (issue 25, docs/decisions/0078). Staff make a batch of approved payout
 * requests, or of every balance above the payout threshold; each business gets one line with its
 * amount and its payee details as they are now (what the bank file says), or is listed as
 * blocked with the reason. While a line waits (state "pending") the business can be paid by
 * nothing else: a second batch lists it as blocked, a single payout is refused (`payoutHold`),
 * so no business is paid twice. Marking the batch paid records every waiting line's payout
 * through the ledger's `recordPayout` in one transaction and queues each receipt once; marking it
 * paid again, or at the same moment, answers the paid batch and records nothing more.
 */

type Batch = typeof payoutBatches.$inferSelect;
type Item = typeof payoutBatchItems.$inferSelect;

const inPaise = (rupees: number | string) => Math.round(Number(rupees) * 100);
const paiseText = (paise: number) => formatRupeesPlain(paise / 100);
const rupees = (value: number | string) => formatRupees(Number(value));

export const BATCH_MESSAGES = {
  noBatch: "There is no payout batch with this id.",
  noPayee: "No payee details: add a bank account or a UPI ID on the customer's page.",
  payeeMalformed:
    "The payee details do not match their formats: correct them on the customer's page.",
  waitsIn: (batchId: number) => `Already waits in payout batch ${batchId}, not yet marked paid.`,
  openRequest: (id: number, status: string) =>
    `Has an open payout request (${id}, ${status}): pay it in a batch of requests, or decline it.`,
  belowRequest: (balance: number, amount: number | string) =>
    `The balance of ${rupees(balance)} is below the request's ${rupees(amount)}.`,
  held: (code: string, batchId: number) =>
    `${code} waits in payout batch ${batchId}, which is not marked paid yet: mark that batch paid or cancel it before paying ${code} another way.`,
  aboveLimit: (amount: number | string) =>
    `The amount of ${rupees(amount)} is above the limit of ${rupees(MONEY_MAX)} for one payout: check its credits, then pay it in parts with single payouts.`,
  lineAboveLimit: (reference: string, amount: number | string) =>
    `Line ${reference} of ${rupees(amount)} is above the limit of ${rupees(MONEY_MAX)} for one payout: cancel this batch and make it again (that line is then blocked).`,
  nothingToPay: (reasons: readonly string[]) =>
    `No payout in this batch could be paid, so no batch was made. ${reasons.join(" ")}`,
  noneAbove: (threshold: number) =>
    `No business has a balance above the payout threshold of ${rupees(threshold)}.`,
  cancelled: (id: number) => `Payout batch ${id} was cancelled: it cannot be paid or downloaded.`,
  notOpen: (id: number, status: string) =>
    `Payout batch ${id} is ${status}: it cannot be cancelled.`,
  race: "A business of this batch was just put in another batch; make the batch again.",
} as const;

/** The reference of a line: in both files (the bank carries it) and on the recorded payout. */
export const lineReference = (batchId: number, customerCode: string) =>
  `FCB${batchId}-${customerCode}`;

/** The unpaid batch a business waits in, if any. */
async function pendingLineOf(db: Db, customerId: string): Promise<Item | undefined> {
  const [row] = await db
    .select()
    .from(payoutBatchItems)
    .where(and(eq(payoutBatchItems.customerId, customerId), eq(payoutBatchItems.state, "pending")));
  return row;
}

/**
 * The ledger's hold on single payouts (impact `PayoutHold`, asked under the ledger lock): a
 * business waiting in an unpaid batch is paid by that batch only.
 */
export async function payoutHold(db: Db, customerId: string): Promise<string | undefined> {
  const line = await pendingLineOf(db, customerId);
  if (!line) return undefined;
  const customer = await findCustomerById(db, customerId);
  return BATCH_MESSAGES.held(customer?.code ?? "This business", line.batchId);
}

type Candidate = { customerId: string; requestId: number | null; amount: string };

/** The approved requests named, in order; 400 naming `requestIds` for any other. */
async function requestCandidates(db: Db, ids: number[]): Promise<Candidate[]> {
  const wanted = [...new Set(ids)];
  // Locked (in id order, so two batches cannot deadlock) until the batch commits: a request
  // cannot be declined or paid singly while it is being put in a batch.
  const rows = await db
    .select()
    .from(payoutRequests)
    .where(inArray(payoutRequests.id, wanted))
    .orderBy(asc(payoutRequests.id))
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: string[] = [];
  for (const id of wanted) {
    const row = byId.get(id);
    if (!row) problems.push(`there is no payout request ${id}`);
    else if (row.status !== "approved")
      problems.push(`request ${id} is ${row.status}, not approved`);
  }
  if (problems.length > 0) {
    const message = `must be approved payout requests: ${problems.join("; ")}`;
    throw new HttpError(400, `The requestIds ${message}.`, [{ field: "requestIds", message }]);
  }
  const customers = new Set<string>();
  return wanted.map((id) => {
    const row = byId.get(id) as (typeof rows)[number];
    // One open request per business (payout_requests_one_open), so this cannot repeat.
    if (customers.has(row.customerId)) throw new Error("two open requests of one business");
    customers.add(row.customerId);
    return { customerId: row.customerId, requestId: row.id, amount: row.amount };
  });
}

/** Makes a batch; answers it with its lines (blocked ones with their reasons). */
export async function createPayoutBatch(
  db: Db,
  input: PayoutBatchCreate,
  actor: AuditActor,
): Promise<PayoutBatch> {
  try {
    const id = await db.transaction(async (tx) => {
      let candidates: Candidate[];
      let threshold = 0;
      if (input.source === "requests") candidates = await requestCandidates(tx, input.requestIds);
      else {
        threshold = await readPayoutThreshold(tx);
        const { top } = await balancesAbove(tx, threshold, PAYOUT_BATCH_MAX);
        candidates = top.map((b) => ({ customerId: b.customerId, requestId: null, amount: "0" }));
        if (candidates.length === 0) throw new HttpError(409, BATCH_MESSAGES.noneAbove(threshold));
      }
      const [batch] = await tx
        .insert(payoutBatches)
        .values({ source: input.source, createdBy: actor.name })
        .returning();
      if (!batch) throw new Error("payout batch insert returned no row");
      const names = await customersByIds(
        tx,
        candidates.map((c) => c.customerId),
      );
      // Locks in one order (by business id), so two batches made at once cannot deadlock.
      const ordered = [...candidates].sort((a, b) => a.customerId.localeCompare(b.customerId));
      const lines: (typeof payoutBatchItems.$inferInsert)[] = [];
      for (const candidate of ordered) {
        const { customerId } = candidate;
        await lockCustomerLedger(tx, customerId);
        const code = names.get(customerId)?.code ?? "";
        const { balance } = await balanceOf(tx, customerId);
        let amount = candidate.amount;
        let blockedReason = "";
        if (candidate.requestId === null) {
          // The month totals and the ledger agree; the ledger, read under its lock, decides.
          if (inPaise(balance) <= inPaise(threshold)) continue;
          amount = paiseText(inPaise(balance));
          const [open] = await tx
            .select()
            .from(payoutRequests)
            .where(
              and(
                eq(payoutRequests.customerId, customerId),
                inArray(payoutRequests.status, ["requested", "approved"]),
              ),
            );
          if (open) blockedReason = BATCH_MESSAGES.openRequest(open.id, open.status);
        } else if (inPaise(amount) > inPaise(balance))
          blockedReason = BATCH_MESSAGES.belowRequest(balance, amount);
        if (blockedReason === "" && moneyProblem(Number(amount)))
          blockedReason = BATCH_MESSAGES.aboveLimit(amount);
        const waiting = await pendingLineOf(tx, customerId);
        if (waiting) blockedReason = BATCH_MESSAGES.waitsIn(waiting.batchId);
        const payee = await payeeFieldsOf(tx, customerId);
        const channel =
          payee.bankAccountNumber !== "" ? "bank" : payee.upiId !== "" ? "upi" : ("" as const);
        if (channel === "" && blockedReason === "") blockedReason = BATCH_MESSAGES.noPayee;
        // Details saved under an older rule: a payment file carries only what its rule passes.
        if (blockedReason === "" && !payeeUpdateSchema.safeParse(payee).success)
          blockedReason = BATCH_MESSAGES.payeeMalformed;
        const blocked = blockedReason !== "";
        lines.push({
          batchId: batch.id,
          customerId,
          payoutRequestId: candidate.requestId,
          amount,
          state: blocked ? "blocked" : "pending",
          blockedReason,
          channel: blocked ? "" : channel,
          beneficiaryName: payee.accountHolderName || (names.get(customerId)?.name ?? ""),
          bankAccountNumber: blocked || channel !== "bank" ? "" : payee.bankAccountNumber,
          ifsc: blocked || channel !== "bank" ? "" : payee.ifsc,
          upiId: blocked || channel !== "upi" ? "" : payee.upiId,
          reference: lineReference(batch.id, code),
        });
      }
      // A batch with no line to pay would be a ₹0.00 batch to mark paid: refused, with each reason.
      if (!lines.some((line) => line.state === "pending"))
        throw new HttpError(
          409,
          BATCH_MESSAGES.nothingToPay(
            lines
              .map((line) => `${names.get(line.customerId)?.code ?? ""}: ${line.blockedReason}`)
              .sort(),
          ),
        );
      if (lines.length > 0) await tx.insert(payoutBatchItems).values(lines);
      const view = await batchView(tx, batch);
      await recordAudit(tx, {
        actor,
        entity: "payout batch",
        entityId: batch.id,
        action: "create",
        before: null,
        after: auditView(view),
      });
      return batch.id;
    });
    return await payoutBatchOf(db, id);
  } catch (error) {
    // Another batch took one of these businesses between our check and insert.
    if (isUniqueViolation(error, "payout_batch_items_one_pending"))
      throw new HttpError(409, BATCH_MESSAGES.race);
    throw error;
  }
}

const auditView = (batch: PayoutBatch) => ({
  id: batch.id,
  source: batch.source,
  status: batch.status,
  paidOn: batch.paidOn,
  total: batch.total,
  lines: batch.items.map((item) => ({
    customerCode: item.customerCode,
    requestId: item.requestId,
    amount: item.amount,
    state: item.state,
    channel: item.channel,
    reference: item.reference,
    ...(item.blockedReason ? { blockedReason: item.blockedReason } : {}),
  })),
});

async function itemsOf(db: Db, batchId: number): Promise<Item[]> {
  return db
    .select()
    .from(payoutBatchItems)
    .where(eq(payoutBatchItems.batchId, batchId))
    .orderBy(asc(payoutBatchItems.reference), asc(payoutBatchItems.id));
}

function summaryOf(batch: Batch, items: Item[]): PayoutBatchSummary {
  const payable = items.filter((i) => i.state === "pending" || i.state === "paid");
  return {
    id: batch.id,
    source: batch.source,
    status: batch.status,
    createdAt: batch.createdAt.toISOString(),
    createdBy: batch.createdBy,
    paidOn: batch.paidOn,
    paidBy: batch.paidBy,
    total: payable.reduce((sum, i) => sum + inPaise(i.amount), 0) / 100,
    payable: payable.length,
    blocked: items.filter((i) => i.state === "blocked").length,
  };
}

async function batchView(db: Db, batch: Batch): Promise<PayoutBatch> {
  const items = await itemsOf(db, batch.id);
  const names = await customersByIds(
    db,
    items.map((i) => i.customerId),
  );
  return {
    ...summaryOf(batch, items),
    items: items.map(
      (item): PayoutBatchItem => ({
        id: item.id,
        customerCode: names.get(item.customerId)?.code ?? "",
        customerName: names.get(item.customerId)?.name ?? "",
        requestId: item.payoutRequestId,
        amount: Number(item.amount),
        state: item.state,
        blockedReason: item.blockedReason,
        channel: item.channel,
        beneficiaryName: item.beneficiaryName,
        bankAccount: maskAccountNumber(item.bankAccountNumber),
        ifsc: item.ifsc,
        upiId: item.upiId,
        reference: item.reference,
      }),
    ),
  };
}

async function batchOr404(db: Db, id: number, lock = false): Promise<Batch> {
  const query = db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new HttpError(404, BATCH_MESSAGES.noBatch);
  return row;
}

export async function payoutBatchOf(db: Db, id: number): Promise<PayoutBatch> {
  return batchView(db, await batchOr404(db, id));
}

/** The batches, newest first, without their lines. */
export async function payoutBatchesPage(
  db: Db,
  page: { page: number; pageSize: number },
): Promise<{ items: PayoutBatchSummary[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payoutBatches)
      .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(payoutBatches),
  ]);
  const items = rows.length
    ? await db
        .select()
        .from(payoutBatchItems)
        .where(
          inArray(
            payoutBatchItems.batchId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    items: rows.map((row) =>
      summaryOf(
        row,
        items.filter((i) => i.batchId === row.id),
      ),
    ),
    total: counted?.n ?? 0,
  };
}

/** The lines a file lists: the batch's payable lines of one channel, with the full account. */
export async function fileLines(db: Db, id: number, channel: "bank" | "upi"): Promise<Item[]> {
  const batch = await batchOr404(db, id);
  if (batch.status === "cancelled") throw new HttpError(409, BATCH_MESSAGES.cancelled(id));
  return (await itemsOf(db, id)).filter(
    (i) => i.channel === channel && (i.state === "pending" || i.state === "paid"),
  );
}

/** Amounts in the files: rupees with two decimals, no grouping (what bank uploads read). */
export const fileAmount = (amount: string | number) => paiseText(inPaise(amount));

/**
 * Marks a batch paid on `date`: every waiting line's payout recorded with its reference, its
 * request (if any) paid, its receipt queued, the batch paid: one transaction. The batch row is
 * locked first, so a second call (or one at the same moment) waits, finds it paid and answers it
 * as it is.
 */
export async function payPayoutBatch(
  db: Db,
  id: number,
  date: string,
  actor: AuditActor,
  notify: Notify,
): Promise<PayoutBatch> {
  await db.transaction(async (tx) => {
    const batch = await batchOr404(tx, id, true);
    if (batch.status === "paid") return;
    if (batch.status === "cancelled") throw new HttpError(409, BATCH_MESSAGES.cancelled(id));
    const lines = (await itemsOf(tx, id)).filter((i) => i.state === "pending");
    // A line listed before the limit applied to batches: nothing of the batch is recorded.
    const tooLarge = lines.find((line) => moneyProblem(Number(line.amount)));
    if (tooLarge)
      throw new HttpError(409, BATCH_MESSAGES.lineAboveLimit(tooLarge.reference, tooLarge.amount));
    for (const line of lines) {
      const customer = await findCustomerById(tx, line.customerId);
      if (!customer) throw new Error("a batch line's business is gone (cascade removes it)");
      // The bank has paid the file: the ledger records it even if the balance fell meanwhile
      // (an adjustment), with this reason in the payout's note and audit entry.
      const { entry } = await recordPayout(
        tx,
        customer,
        {
          amount: Number(line.amount),
          date,
          reference: line.reference,
          note: `Payout batch ${id}`,
          overrideReason: `paid by the bank in payout batch ${id}, listed when the balance covered it`,
        },
        actor,
      );
      await tx
        .update(payoutBatchItems)
        .set({ state: "paid", payoutId: entry.id })
        .where(eq(payoutBatchItems.id, line.id));
      if (line.payoutRequestId !== null) {
        const now = new Date();
        const [request] = await tx
          .update(payoutRequests)
          .set({
            status: "paid",
            payoutId: entry.id,
            paidOn: date,
            reference: line.reference,
            decidedBy: actor.name,
            decidedAt: now,
            updatedAt: now,
          })
          .where(eq(payoutRequests.id, line.payoutRequestId))
          .returning();
        if (request) {
          await recordAudit(tx, {
            actor,
            entity: "payout request",
            entityId: request.id,
            customerId: request.customerId,
            action: "pay",
            before: { status: "approved" },
            after: { status: "paid", payoutId: entry.id, paidOn: date, reference: line.reference },
          });
          await notify(tx, { kind: "payoutPaid", requestId: request.id });
          continue;
        }
      }
      await notify(tx, { kind: "batchPayoutPaid", itemId: line.id });
    }
    const [paid] = await tx
      .update(payoutBatches)
      .set({ status: "paid", paidOn: date, paidBy: actor.name, paidAt: new Date() })
      .where(eq(payoutBatches.id, id))
      .returning();
    if (!paid) throw new Error("payout batch update returned no row");
    await recordAudit(tx, {
      actor,
      entity: "payout batch",
      entityId: id,
      action: "pay",
      before: { status: batch.status },
      after: auditView(await batchView(tx, paid)),
    });
  });
  return payoutBatchOf(db, id);
}

/** Cancels an open batch: its waiting lines let their businesses go (paid another way). */
export async function cancelPayoutBatch(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<PayoutBatch> {
  await db.transaction(async (tx) => {
    const batch = await batchOr404(tx, id, true);
    if (batch.status !== "open") throw new HttpError(409, BATCH_MESSAGES.notOpen(id, batch.status));
    await tx
      .update(payoutBatchItems)
      .set({ state: "cancelled" })
      .where(and(eq(payoutBatchItems.batchId, id), eq(payoutBatchItems.state, "pending")));
    await tx.update(payoutBatches).set({ status: "cancelled" }).where(eq(payoutBatches.id, id));
    await recordAudit(tx, {
      actor,
      entity: "payout batch",
      entityId: id,
      action: "cancel",
      before: { status: "open" },
      after: { status: "cancelled" },
    });
  });
  return payoutBatchOf(db, id);
}

/** Whether a payout request waits in an unpaid batch (then it is paid or declined there). */
export async function requestInPendingBatch(
  db: Db,
  requestId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ batchId: payoutBatchItems.batchId })
    .from(payoutBatchItems)
    .where(
      and(eq(payoutBatchItems.payoutRequestId, requestId), eq(payoutBatchItems.state, "pending")),
    );
  return row?.batchId;
}

/** The batch each of `requestIds` waits in (a pending line), for the requests that wait in one. */
export async function requestsInPendingBatches(
  db: Db,
  requestIds: readonly number[],
): Promise<Map<number, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: payoutBatchItems.payoutRequestId, batchId: payoutBatchItems.batchId })
    .from(payoutBatchItems)
    .where(
      and(
        inArray(payoutBatchItems.payoutRequestId, [...requestIds]),
        eq(payoutBatchItems.state, "pending"),
      ),
    );
  return new Map(rows.flatMap((r) => (r.requestId === null ? [] : [[r.requestId, r.batchId]])));
}
