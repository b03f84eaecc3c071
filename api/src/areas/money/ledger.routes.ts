import { formatRupees } from "@filtercycle/contract/format";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "#api/areas/audit/index.ts";
import { findCustomerByCode } from "#api/areas/customers/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Database, Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import type { Clock } from "#api/lib/clock.ts";
import { todayIn } from "#api/lib/dates.ts";
import type { Notify } from "#api/lib/notices.ts";
import { balanceOf } from "./balances.ts";
import {
  listLedger,
  OverBalanceError,
  PayoutHeldError,
  type PayoutHold,
  recordAdjustment,
  recordPayout,
} from "./ledger.service.ts";

/** "-₹5.00", never "₹-5.00": the contract's format module (docs/decisions/0084). */
const rupees = (value: number) => formatRupees(value);

/** The business of a path's `:code`, or 404. */
async function customerOfPath(db: Db, code: string) {
  const customer = await findCustomerByCode(db, code);
  if (!customer) throw new HttpError(404, `There is no customer with the code "${code}".`);
  return customer;
}

/** The business a body names by code, or a 400 naming `customerCode`. */
async function customerOfBody(db: Db, code: string) {
  const customer = await findCustomerByCode(db, code);
  if (!customer)
    throw new HttpError(400, `No customer has the code "${code}".`, [
      { field: "customerCode", message: "no such customer" },
    ]);
  return customer;
}

/** Staff's ledger (payouts, adjustments, balances), under /api/admin/. */
export type LedgerRoutesOptions = {
  database: Database;
  clock?: Clock;
  /**
   * Refuses a single payout of a business waiting in an unpaid payout batch (handed in by the
   * app, decision 0078).
   */
  payoutHold?: PayoutHold;
  /** Queues the owners' receipt of a payout recorded here, in its transaction. */
  notify?: Notify;
};

export const staffLedgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (
  app,
  { database, clock = () => new Date(), payoutHold, notify },
) => {
  const db = database.db;

  /** Refuses a day after today in the business time zone, naming `field`. */
  const notInFuture = async (date: string, field: string) => {
    const { businessTimeZone } = await readImpactSettings(db);
    const today = todayIn(businessTimeZone, clock());
    if (date > today)
      throw new HttpError(400, `The ${field} ${date} is in the future (today is ${today}).`, [
        { field, message: `must not be after today (${today})` },
      ]);
  };

  endpointRoute(app, "adminPayouts", async (request) => {
    const { page, pageSize, customerCode, kind, from, to } = request.query;
    if (customerCode) {
      const customer = await findCustomerByCode(db, customerCode);
      if (!customer) return { items: [], page, pageSize, total: 0 };
      const result = await listLedger(
        db,
        { customerId: customer.id, kind: kind === "all" ? undefined : kind, from, to },
        { page, pageSize },
      );
      return { ...result, page, pageSize };
    }
    const result = await listLedger(
      db,
      { kind: kind === "all" ? undefined : kind, from, to },
      { page, pageSize },
    );
    return { ...result, page, pageSize };
  });

  endpointRoute(app, "adminPayoutCreate", async (request, reply) => {
    const body = request.body;
    const customer = await customerOfBody(db, body.customerCode);
    await notInFuture(body.date, "date");
    try {
      // The receipt is queued in the payout's transaction: mailed once, and only if it commits.
      const result = await db.transaction(async (tx) => {
        const recorded = await recordPayout(tx, customer, body, actorOf(request), payoutHold);
        const { id, createdAt } = recorded.entry;
        await notify?.(tx, { kind: "ledgerPayoutPaid", entryId: id, recordedAt: createdAt });
        return recorded;
      });
      return reply.code(201).send(result);
    } catch (err) {
      if (err instanceof PayoutHeldError) throw new HttpError(409, err.message);
      if (err instanceof OverBalanceError) {
        throw new HttpError(
          400,
          `The payout of ${rupees(body.amount)} is more than ${customer.code}'s balance of ${rupees(err.balance)}. Give an override reason to pay it anyway.`,
          [
            {
              field: "amount",
              message: `is more than the balance of ${rupees(err.balance)}; give an overrideReason to pay it anyway`,
            },
          ],
        );
      }
      throw err;
    }
  });

  endpointRoute(app, "adminAdjustmentCreate", async (request, reply) => {
    const body = request.body;
    const customer = await customerOfBody(db, body.customerCode);
    await notInFuture(body.date, "date");
    const result = await recordAdjustment(db, customer, body, actorOf(request));
    return reply.code(201).send(result);
  });

  endpointRoute(app, "adminCustomerBalance", async (request) => {
    const customer = await customerOfPath(db, request.params.code);
    return balanceOf(db, customer.id);
  });
};

/** The console's ledger, for staff. */
export const ledgerRoutes: AreaRoutes<LedgerRoutesOptions> = { staff: staffLedgerRoutes };
