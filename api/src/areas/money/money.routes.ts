import type { ExportLayout } from "@filtercycle/contract/export-layout";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOwner } from "#api/areas/accounts/index.ts";
import { actorOf } from "#api/areas/audit/index.ts";
import { businessToday, creditRateOf } from "#api/areas/collections/index.ts";
import {
  businessIdOf,
  findCustomerByCode,
  findCustomerById,
  registerBusinessOfRequest,
} from "#api/areas/customers/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { type EndpointHandler, endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { type Clock, systemClock } from "#api/lib/clock.ts";
import { csvStream } from "#api/lib/csv.ts";
import type { Notify } from "#api/lib/notices.ts";
import { type ExportFormat, layoutOf, sendTableExport } from "#api/lib/table-export.ts";
import { balanceOf } from "./balances.ts";
import { payeeDetailsOf, putPayeeDetails } from "./payee.service.ts";
import {
  cancelPayoutBatch,
  createPayoutBatch,
  fileAmount,
  fileLines,
  payoutBatchesPage,
  payoutBatchOf,
  payPayoutBatch,
} from "./payout-batches.service.ts";
import {
  approvePayoutRequest,
  createPayoutRequest,
  declinePayoutRequest,
  payoutRequestsIn,
  payoutRequestsOf,
  payPayoutRequest,
  toAdminPayoutRequests,
  toPayoutRequest,
} from "./payout-requests.service.ts";
import { lastPayoutOf, statementOf } from "./statement.ts";
import { statementTable } from "./statement-export.ts";

export type MoneyRoutesOptions = {
  db: Db;
  /** Queues the "payout paid" e-mail in the transaction of the payment. */
  notify: Notify;
  /** Fixes "now" in tests; the system clock otherwise. */
  clock?: Clock;
};

async function businessOr404(db: Db, id: string) {
  const customer = await findCustomerById(db, id);
  if (!customer) throw new HttpError(404, "There is no such business.");
  return customer;
}

/** The money tab's reads: the business of the request (a customer's own, or staff's ?customerId=). */
const customerReads: FastifyPluginAsyncZod<MoneyRoutesOptions> = async (
  app,
  { db, clock = systemClock },
) => {
  registerBusinessOfRequest(app, db);

  endpointRoute(app, "balance", async (request) => {
    const customerId = businessIdOf(request);
    const [customer, balance, lastPayout] = await Promise.all([
      businessOr404(db, customerId),
      balanceOf(db, customerId),
      lastPayoutOf(db, customerId),
    ]);
    return { ...balance, ratePerKg: Number(creditRateOf(customer)), lastPayout };
  });

  endpointRoute(app, "statement", async (request) =>
    statementOf(db, businessIdOf(request), request.query),
  );

  // The CSV and Excel endpoints share their query schema (the statement's period).
  const exportStatement =
    (format: ExportFormat): EndpointHandler<"statementCsv" | "statementXlsx"> =>
    async (request, reply) => {
      const customerId = businessIdOf(request);
      const period = { startDate: request.query.startDate, endDate: request.query.endDate };
      const [customer, statement, settings] = await Promise.all([
        businessOr404(db, customerId),
        statementOf(db, customerId, period),
        readImpactSettings(db),
      ]);
      return sendTableExport(
        reply,
        format,
        statementTable(statement, {
          business: { name: customer.name, code: customer.code },
          generatedAt: clock(),
          timeZone: settings.businessTimeZone,
        }),
        layoutOf(request.query),
      );
    };
  endpointRoute(app, "statementCsv", exportStatement("csv"), { compress: false });
  endpointRoute(app, "statementXlsx", exportStatement("xlsx"), { compress: false });

  endpointRoute(app, "payoutRequests", async (request) => {
    const { page, pageSize } = request.query;
    const { rows, total } = await payoutRequestsOf(db, businessIdOf(request), { page, pageSize });
    return { items: rows.map(toPayoutRequest), page, pageSize, total };
  });
};

/** An owner's payout request; viewers and staff in the support view get 403. */
const customerActions: FastifyPluginAsyncZod<MoneyRoutesOptions> = async (app, { db }) => {
  endpointRoute(app, "payoutRequestCreate", async (request, reply) => {
    const user = requireOwner(request);
    if (!user.customerId) throw new Error("an owner login has a business");
    const row = await createPayoutRequest(db, user.customerId, request.body, {
      id: user.userId,
      name: user.name || user.email,
    });
    return reply.code(201).send(toPayoutRequest(row));
  });
};

const customerRoutes: FastifyPluginAsyncZod<MoneyRoutesOptions> = async (app, options) => {
  await app.register(customerReads, options);
  await app.register(customerActions, options);
};

/** The console's payout requests: the queue, approve, pay (through the ledger), decline. */
const staffRoutes: FastifyPluginAsyncZod<MoneyRoutesOptions> = async (
  app,
  { db, notify, clock = systemClock },
) => {
  endpointRoute(app, "adminPayoutRequests", async (request) => {
    const { status, page, pageSize } = request.query;
    const { rows, total } = await payoutRequestsIn(db, status, { page, pageSize });
    return { items: await toAdminPayoutRequests(db, rows), page, pageSize, total };
  });

  const answer = async (row: Parameters<typeof toAdminPayoutRequests>[1][number]) => {
    const [item] = await toAdminPayoutRequests(db, [row]);
    if (!item) throw new Error("the payout request was not found");
    return item;
  };

  endpointRoute(app, "adminPayoutRequestApprove", async (request) =>
    answer(await approvePayoutRequest(db, request.params.id, actorOf(request))),
  );

  endpointRoute(app, "adminPayoutRequestPay", async (request) => {
    const { date, reference } = request.body;
    // Like the console's payouts: a payment is not dated after today (the business's day).
    const today = await businessToday(db, clock);
    if (date > today)
      throw new HttpError(400, `The date ${date} is in the future (today is ${today}).`, [
        { field: "date", message: `must not be after today (${today})` },
      ]);
    return answer(
      await payPayoutRequest(db, request.params.id, { date, reference }, actorOf(request), notify),
    );
  });

  endpointRoute(app, "adminPayoutRequestDecline", async (request) =>
    answer(
      await declinePayoutRequest(db, request.params.id, request.body.reason, actorOf(request)),
    ),
  );
};

/** The bank bulk-payment file's and the UPI list's columns (docs/decisions/0078). */
const BANK_COLUMNS = [
  { key: "name", header: "Beneficiary name" },
  { key: "account", header: "Account number" },
  { key: "ifsc", header: "IFSC" },
  { key: "amount", header: "Amount" },
  { key: "reference", header: "Reference" },
];
const UPI_COLUMNS = [
  { key: "name", header: "Beneficiary name" },
  { key: "upiId", header: "UPI ID" },
  { key: "amount", header: "Amount" },
  { key: "reference", header: "Reference" },
];

/** Payee details (admins: the staff scope) and payout batches (issue 25). */
const payoutBatchRoutes: FastifyPluginAsyncZod<MoneyRoutesOptions> = async (
  app,
  { db, notify, clock = systemClock },
) => {
  const customerOr404 = async (code: string) => {
    const customer = await findCustomerByCode(db, code);
    if (!customer) throw new HttpError(404, `No customer has the code "${code}".`);
    return customer;
  };

  endpointRoute(app, "adminCustomerPayee", async (request) =>
    payeeDetailsOf(db, (await customerOr404(request.params.code)).id),
  );

  endpointRoute(app, "adminCustomerPayeeUpdate", async (request) =>
    putPayeeDetails(
      db,
      await customerOr404(request.params.code),
      request.body,
      actorOf(request),
      notify,
    ),
  );

  endpointRoute(app, "adminPayoutBatches", async (request) => {
    const { page, pageSize } = request.query;
    return { ...(await payoutBatchesPage(db, { page, pageSize })), page, pageSize };
  });

  endpointRoute(app, "adminPayoutBatchCreate", async (request, reply) =>
    reply.code(201).send(await createPayoutBatch(db, request.body, actorOf(request))),
  );

  endpointRoute(app, "adminPayoutBatch", async (request) => payoutBatchOf(db, request.params.id));

  const sendFile = (
    reply: FastifyReply,
    name: string,
    columns: { key: string; header: string }[],
    rows: Record<string, string>[],
    layout: ExportLayout,
  ) => {
    const stream = csvStream(columns, layout);
    reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${name}"`);
    for (const row of rows) stream.write(row);
    stream.end();
    return reply.send(stream);
  };

  endpointRoute(
    app,
    "adminPayoutBatchBankCsv",
    async (request, reply) => {
      const { id } = request.params;
      const lines = await fileLines(db, id, "bank");
      return sendFile(
        reply,
        `payout-batch-${id}-bank.csv`,
        BANK_COLUMNS,
        lines.map((line) => ({
          name: line.beneficiaryName,
          account: line.bankAccountNumber,
          ifsc: line.ifsc,
          amount: fileAmount(line.amount),
          reference: line.reference,
        })),
        request.query.layout,
      );
    },
    { compress: false },
  );

  endpointRoute(
    app,
    "adminPayoutBatchUpiCsv",
    async (request, reply) => {
      const { id } = request.params;
      const lines = await fileLines(db, id, "upi");
      return sendFile(
        reply,
        `payout-batch-${id}-upi.csv`,
        UPI_COLUMNS,
        lines.map((line) => ({
          name: line.beneficiaryName,
          upiId: line.upiId,
          amount: fileAmount(line.amount),
          reference: line.reference,
        })),
        request.query.layout,
      );
    },
    { compress: false },
  );

  endpointRoute(app, "adminPayoutBatchPay", async (request) => {
    const { date } = request.body;
    // Like a single payout: a payment is not dated after today (the business's day).
    const today = await businessToday(db, clock);
    if (date > today)
      throw new HttpError(400, `The date ${date} is in the future (today is ${today}).`, [
        { field: "date", message: `must not be after today (${today})` },
      ]);
    return payPayoutBatch(db, request.params.id, date, actorOf(request), notify);
  });

  endpointRoute(app, "adminPayoutBatchCancel", async (request) =>
    cancelPayoutBatch(db, request.params.id, actorOf(request)),
  );
};

const allStaffRoutes: FastifyPluginAsyncZod<MoneyRoutesOptions> = async (app, options) => {
  await app.register(staffRoutes, options);
  await app.register(payoutBatchRoutes, options);
};

export const moneyRoutes: AreaRoutes<MoneyRoutesOptions> = {
  customer: customerRoutes,
  staff: allStaffRoutes,
};
