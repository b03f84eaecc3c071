import {
  type CollectionLogItem,
  canReportProblem,
  type KioskBreakdownItem,
  PROBLEM_REPORT_DAYS,
} from "@filtercycle/contract/collections/insight";
import { custodyText } from "@filtercycle/contract/custody/custody-wording";
import { formatDay } from "@filtercycle/contract/format";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOwner } from "#api/areas/accounts/index.ts";
import {
  businessIdOf,
  findCustomerById,
  registerBusinessOfRequest,
} from "#api/areas/customers/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import { type Clock, systemClock } from "#api/lib/clock.ts";
import type { DateRange } from "#api/lib/dates.ts";
import {
  type ExportColumn,
  type ExportFormat,
  layoutOf,
  sendTableExport,
  type TableExport,
} from "#api/lib/table-export.ts";
import {
  type CollectionLogSources,
  collectionFacts,
  collectionLogAll,
  collectionLogPage,
} from "./collection-log.ts";
import { businessToday } from "./collection-rules.ts";
import { kioskBreakdown } from "./kiosk-breakdown.ts";

export type InsightRoutesOptions = { db: Db; log: CollectionLogSources; clock?: Clock };

const KIOSK_COLUMNS: readonly ExportColumn<KioskBreakdownItem>[] = [
  { header: "Kiosk", type: "text", value: (row) => row.label },
  { header: "Location", type: "text", value: (row) => row.location },
  { header: "Serial", type: "text", value: (row) => row.serial },
  { header: "Installed", type: "date", value: (row) => row.installedOn },
  { header: "Removed", type: "date", value: (row) => row.removedOn },
  { header: "Butts", type: "integer", value: (row) => row.buttsCount },
  { header: "kg", type: "kg", value: (row) => row.buttsKg },
  { header: "Share", type: "share", value: (row) => row.share },
  { header: "Last pickup", type: "date", value: (row) => row.lastPickupOn },
];

const LOG_COLUMNS: readonly ExportColumn<CollectionLogItem>[] = [
  { header: "Date", type: "date", value: (row) => row.date },
  { header: "Kiosk", type: "text", value: (row) => row.kioskLabel },
  { header: "Butts", type: "integer", value: (row) => row.buttsCount },
  { header: "Estimated", type: "boolean", value: (row) => row.estimated },
  { header: "kg", type: "kg", value: (row) => row.buttsKg },
  { header: "Credit (₹)", type: "money", value: (row) => row.credit },
  { header: "Collection ID", type: "integer", value: (row) => row.id },
  // Last, after the id: the chain of custody came later (issue 15) and existing sheets keep theirs.
  { header: "Where it is now", type: "text", value: (row) => custodyText(row.custody) },
];

/** Everything an export's header needs besides its rows: the business, the time zone, "now". */
async function exportOf<Row>(
  db: Db,
  request: FastifyRequest,
  clock: Clock,
  table: Pick<TableExport<Row>, "title" | "fileStem" | "columns" | "rows"> & { period: DateRange },
): Promise<TableExport<Row>> {
  const customer = await findCustomerById(db, businessIdOf(request));
  if (!customer) throw new HttpError(404, "Your business's record was not found.");
  const { businessTimeZone } = await readImpactSettings(db);
  return {
    ...table,
    business: { name: customer.name, code: customer.code },
    generatedAt: clock(),
    timeZone: businessTimeZone,
  };
}

/** The kiosk table and the collection log (reads: a customer's own business, staff's ?customerId=). */
const insightReads: FastifyPluginAsyncZod<InsightRoutesOptions> = async (
  app,
  { db, log, clock = systemClock },
) => {
  registerBusinessOfRequest(app, db);
  const periodOf = (query: DateRange): DateRange => ({
    startDate: query.startDate,
    endDate: query.endDate,
  });

  endpointRoute(app, "kioskBreakdown", async (request) =>
    kioskBreakdown(db, businessIdOf(request), periodOf(request.query)),
  );

  const sendKiosks = async (request: FastifyRequest, reply: FastifyReply, format: ExportFormat) => {
    const period = periodOf(request.query as DateRange);
    const breakdown = await kioskBreakdown(db, businessIdOf(request), period);
    const table = await exportOf(db, request, clock, {
      title: "Kiosks",
      fileStem: "kiosks",
      period,
      columns: KIOSK_COLUMNS,
      rows: breakdown.kiosks,
    });
    return sendTableExport(
      reply,
      format,
      {
        ...table,
        summary: [
          ["Butts", breakdown.buttsCount],
          ["kg", breakdown.buttsKg],
        ],
      },
      layoutOf(request.query),
    );
  };
  endpointRoute(app, "kioskBreakdownCsv", (request, reply) => sendKiosks(request, reply, "csv"));
  endpointRoute(app, "kioskBreakdownXlsx", (request, reply) => sendKiosks(request, reply, "xlsx"));

  endpointRoute(app, "collectionLog", async (request) => {
    const { page, pageSize } = request.query;
    const result = await collectionLogPage(
      db,
      businessIdOf(request),
      { ...periodOf(request.query), page, pageSize },
      await businessToday(db, clock),
      log,
    );
    return { ...result, page, pageSize };
  });

  const sendLog = async (request: FastifyRequest, reply: FastifyReply, format: ExportFormat) => {
    const period = periodOf(request.query as DateRange);
    const rows = await collectionLogAll(
      db,
      businessIdOf(request),
      period,
      await businessToday(db, clock),
      log,
    );
    const table = await exportOf(db, request, clock, {
      title: "Collections",
      fileStem: "collections",
      period,
      columns: LOG_COLUMNS,
      rows,
    });
    return sendTableExport(reply, format, table, layoutOf(request.query));
  };
  endpointRoute(app, "collectionLogCsv", (request, reply) => sendLog(request, reply, "csv"));
  endpointRoute(app, "collectionLogXlsx", (request, reply) => sendLog(request, reply, "xlsx"));
};

/**
 * "Report a problem": an owner of the business, on its own collection of the last 30 days. One
 * report per collection stays open: a second while it is answers 200 with the first.
 */
const insightActions: FastifyPluginAsyncZod<InsightRoutesOptions> = async (
  app,
  { db, log, clock = systemClock },
) => {
  endpointRoute(app, "collectionProblem", async (request, reply) => {
    const user = requireOwner(request);
    const collection = (await collectionFacts(db, log.ledger, [request.params.id])).get(
      request.params.id,
    );
    // Another business's collection is answered like one that does not exist.
    if (!collection || collection.customerId !== user.customerId) {
      throw new HttpError(404, "No collection of your business has this id.").withSaid(
        "collections.notFound",
      );
    }
    if (!canReportProblem(collection.date, await businessToday(db, clock))) {
      throw new HttpError(
        409,
        `This collection (${collection.date}) is more than ${PROBLEM_REPORT_DAYS} days old: problems can be reported within ${PROBLEM_REPORT_DAYS} days. Contact Filtercycle support about it.`,
      ).withSaid("collections.tooOld", {
        date: (language) => formatDay(collection.date, language),
        days: PROBLEM_REPORT_DAYS,
      });
    }
    const report = await log.reportProblem(db, {
      customerId: collection.customerId,
      collectionId: collection.id,
      reporterName: user.name,
      reporterEmail: user.email,
      message: request.body.message,
    });
    // A report already open on this collection answers 200 with itself (nothing new stored).
    return reply
      .code(report.created ? 201 : 200)
      .send({ id: report.id, reportedAt: report.createdAt.toISOString() });
  });
};

/** The customer's insight (issue 14): registered in the impact area's customer scope. */
export const insightRoutes: FastifyPluginAsyncZod<InsightRoutesOptions> = async (app, options) => {
  await app.register(insightReads, options);
  await app.register(insightActions, options);
};
