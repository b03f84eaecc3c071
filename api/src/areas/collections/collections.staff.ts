import { pipeline, Readable } from "node:stream";
import {
  COLLECTIONS_CSV_EXPORT_COLUMNS,
  COLLECTIONS_CSV_TEMPLATE_COLUMNS,
} from "@filtercycle/contract/collections/admin-collections";
import { estimateButts } from "@filtercycle/contract/collections/collection-rules";
import { dayFirstText } from "@filtercycle/contract/day-text";
import { problemTypeUri } from "@filtercycle/contract/problem";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AuditActor, actorOf, recordAudit } from "#api/areas/audit/index.ts";
import {
  findCustomerByCode,
  findCustomerById,
  isUniqueViolation,
} from "#api/areas/customers/index.ts";
import { findKioskBySerial, findKioskRef } from "#api/areas/kiosks/index.ts";
import { readButtsPerKgEstimate } from "#api/areas/settings/index.ts";
import type { Database, Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import { type Clock, systemClock } from "#api/lib/clock.ts";
import { csvStream } from "#api/lib/csv.ts";
import { recordedByIdentity } from "./collection-identity.ts";
import type { CollectionLogSources } from "./collection-log.ts";
import { businessToday, collectionDateProblem } from "./collection-rules.ts";
import { creditFor } from "./collection-values.ts";
import {
  collectionAuditView,
  createCollection,
  exportCollections,
  findCollectionItem,
  listCollections,
  RECORDED_MESSAGES,
  type ResolvedFilters,
} from "./collections.service.ts";
import { collections } from "./collections.tables.ts";
import {
  type ImportedVisit,
  importCollectionsCsv,
  MAX_IMPORT_BYTES,
} from "./collections-import.ts";
import {
  type AcceptedVisit,
  acceptHeldCollection,
  findHeldCollection,
  heldCollectionsPage,
  holdCollection,
  holdFor,
  refuseOverCapacity,
  rejectHeldCollection,
} from "./held-collections.ts";

export const COLLECTION_MESSAGES = {
  noKiosk: "There is no kiosk with this serial.",
  noKioskId: "There is no kiosk with this id.",
  noCollection: "There is no collection with this id.",
  badDate: "The collection's date is outside what its kiosk allows.",
} as const;

const auditView = collectionAuditView;

async function resolveFilters(
  db: Db,
  filters: { customerCode?: string; kioskId?: string; from?: string; to?: string },
): Promise<ResolvedFilters> {
  const { customerCode, ...rest } = filters;
  if (!customerCode) return rest;
  const customer = await findCustomerByCode(db, customerCode);
  if (!customer) return { ...rest, customerId: null };
  return {
    ...rest,
    customerId: customer.id,
    customer: {
      id: customer.id,
      code: customer.code,
      name: customer.name,
      ratePerKg: customer.benefitRatePerKg,
    },
  };
}

const rupeesToPaise = (rate: string) => Math.round(Number(rate) * 100);

async function kioskFor(db: Db, body: { kioskSerial?: string; kioskId?: string }) {
  if (body.kioskId) {
    const kiosk = await findKioskRef(db, body.kioskId);
    if (!kiosk)
      throw new HttpError(400, COLLECTION_MESSAGES.noKioskId, [
        { field: "kioskId", message: "no such kiosk" },
      ]);
    return kiosk;
  }
  // Found as the database compares serials (look-alikes are one serial: migration 0012).
  const kiosk = await findKioskBySerial(db, body.kioskSerial ?? "");
  if (!kiosk)
    throw new HttpError(400, COLLECTION_MESSAGES.noKiosk, [
      { field: "kioskSerial", message: "no such kiosk" },
    ]);
  return kiosk;
}

function refuseDate(
  date: string,
  kiosk: { installedOn: string; removedOn: string | null },
  today: string,
) {
  const problem = collectionDateProblem(date, kiosk, today);
  if (problem) {
    throw new HttpError(400, `The date ${problem}.`, [{ field: "date", message: problem }]);
  }
}

/**
 * `log`: what custody, enquiries and money know of a collection, handed in (collection-log.ts);
 * its `ledger` writes and reads the collections' credits.
 */
export type CollectionsRoutesOptions = {
  database: Database;
  log: CollectionLogSources;
  clock?: Clock;
  /**
   * A collection recorded in the console is its kiosk's visit of the day (PRODUCT.md): called in
   * the recording's transaction (the app gives the pickups area's `completeVisitOfDay`).
   */
  onRecorded?: (
    tx: Db,
    visit: { kioskId: string; date: string; collectionId: number },
    actor: AuditActor,
  ) => Promise<void>;
  /** The same for every collection an import wrote, in the import's transaction. */
  onImported?: (tx: Db, visits: ImportedVisit[], actor: AuditActor) => Promise<void>;
  /**
   * A held collection an admin accepted: its visit is finished (the pickup it came from, else
   * the kiosk's planned pickup that day) in the accepting transaction.
   */
  onAccepted?: (tx: Db, visit: AcceptedVisit, actor: AuditActor) => Promise<void>;
};

export const collectionStaffRoutes: FastifyPluginAsyncZod<CollectionsRoutesOptions> = async (
  app,
  { database, log, clock = systemClock, onRecorded, onImported, onAccepted },
) => {
  const { db } = database;
  const { ledger } = log;

  // The import's body: the CSV text as it came (the route parses it row by row).
  app.addContentTypeParser(
    ["text/csv", "application/csv"],
    { parseAs: "string", bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  endpointRoute(app, "adminCollections", async (request) => {
    const { page, pageSize, ...filters } = request.query;
    const resolved = await resolveFilters(db, filters);
    const { items, total } = await listCollections(db, ledger, resolved, page, pageSize);
    return { items, page, pageSize, total };
  });

  endpointRoute(app, "adminCollectionCreate", async (request, reply) => {
    const body = request.body;
    const kiosk = await kioskFor(db, body);
    refuseDate(body.date, kiosk, await businessToday(db, clock));
    await refuseOverCapacity(db, kiosk.id, body.buttsKg);
    const actor = actorOf(request);
    const outcome = await db.transaction(
      async (tx): Promise<{ heldId: number } | { id: number }> => {
        const hold = await holdFor(tx, { kioskId: kiosk.id, ...body });
        if (hold) {
          const heldId = await holdCollection(
            tx,
            { kiosk, ...body, buttsKg: body.buttsKg, source: "console", hold },
            actor,
          );
          return { heldId };
        }
        const { id } = await createCollection(tx, ledger, kiosk, body, actor);
        await onRecorded?.(tx, { kioskId: kiosk.id, date: body.date, collectionId: id }, actor);
        return { id };
      },
    );
    if ("heldId" in outcome) {
      const held = await findHeldCollection(db, outcome.heldId);
      if (!held) throw new Error("the held collection was not found");
      return reply.code(202).send(held);
    }
    const item = await findCollectionItem(db, ledger, outcome.id);
    if (!item) throw new Error("the new collection was not found");
    reply.code(201);
    return item;
  });

  endpointRoute(app, "adminCollectionUpdate", async (request) => {
    const { id } = request.params;
    const body = request.body;
    const before = await findCollectionItem(db, ledger, id);
    if (!before) throw new HttpError(404, COLLECTION_MESSAGES.noCollection);
    const kiosk = await findKioskRef(db, before.kioskId);
    if (!kiosk) throw new HttpError(404, COLLECTION_MESSAGES.noCollection);
    const date = body.date ?? before.date;
    if (body.date !== undefined) refuseDate(date, kiosk, await businessToday(db, clock));
    const kg = body.buttsKg ?? before.buttsKg;
    if (body.buttsKg !== undefined) await refuseOverCapacity(db, kiosk.id, kg);
    const buttsKg = kg.toFixed(3);
    // A number given is counted; null asks for the estimate; left out, an estimated number
    // follows a new weight and a counted one stays.
    const estimated =
      body.buttsNumber === null || (body.buttsNumber === undefined && before.estimated);
    const buttsNumber =
      typeof body.buttsNumber === "number"
        ? body.buttsNumber
        : estimated
          ? estimateButts(kg, await readButtsPerKgEstimate(db))
          : before.buttsNumber;
    // The credit keeps the rate it was recorded at (a credit from before rates were stored
    // takes the customer's current rate, and keeps it from now on).
    const customer = await findCustomerById(db, kiosk.customerId);
    const rate =
      before.ratePerKg !== null ? before.ratePerKg.toFixed(2) : (customer?.benefitRatePerKg ?? "0");
    const visit = body.visit ?? before.visit;
    const actor = actorOf(request);
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(collections)
          .set({
            collectedOn: date,
            visit,
            buttsKg,
            buttsCount: buttsNumber,
            buttsCountEstimated: estimated,
            updatedAt: new Date(),
          })
          .where(eq(collections.id, id));
        await ledger.recredit(tx, {
          collectionId: id,
          customerId: kiosk.customerId,
          occurredOn: date,
          amount: creditFor(buttsKg, rupeesToPaise(rate)),
          ratePerKg: rate,
          recordedBy: actor.name,
        });
        const after = await findCollectionItem(tx, ledger, id);
        await recordAudit(tx, {
          actor,
          entity: "collection",
          entityId: id,
          customerId: kiosk.customerId,
          action: "update",
          before: auditView(before),
          after: after ? auditView(after) : null,
        });
      });
    } catch (error) {
      // Moved onto another recorded collection's identity (kiosk, day, visit, kg; decision 0074).
      if (!isUniqueViolation(error, "collections_identity_unique")) throw error;
      const ids = await recordedByIdentity(db, [{ kioskId: kiosk.id, date, visit, buttsKg }]);
      const other = [...ids.values()][0];
      const recorded =
        other === undefined ? undefined : await findCollectionItem(db, ledger, other);
      if (!recorded) throw error;
      throw new HttpError(409, RECORDED_MESSAGES.already(recorded));
    }
    const item = await findCollectionItem(db, ledger, id);
    if (!item) throw new HttpError(404, COLLECTION_MESSAGES.noCollection);
    return item;
  });

  endpointRoute(app, "adminCollectionDelete", async (request, reply) => {
    const { id } = request.params;
    const before = await findCollectionItem(db, ledger, id);
    if (!before) throw new HttpError(404, COLLECTION_MESSAGES.noCollection);
    const [row] = await db
      .select({ customerId: collections.customerId })
      .from(collections)
      .where(eq(collections.id, id));
    await db.transaction(async (tx) => {
      await ledger.uncredit(tx, id);
      await tx.delete(collections).where(eq(collections.id, id));
      await recordAudit(tx, {
        actor: actorOf(request),
        entity: "collection",
        entityId: id,
        customerId: row?.customerId ?? null,
        action: "delete",
        before: auditView(before),
        after: null,
      });
    });
    return reply.code(204).send();
  });

  endpointRoute(app, "adminHeldCollections", async (request) => {
    const { page, pageSize, status } = request.query;
    const { items, total } = await heldCollectionsPage(db, status, { page, pageSize });
    return { items, page, pageSize, total };
  });

  endpointRoute(app, "adminHeldCollectionAccept", async (request) =>
    acceptHeldCollection(db, ledger, request.params.id, actorOf(request), onAccepted),
  );

  endpointRoute(app, "adminHeldCollectionReject", async (request) =>
    rejectHeldCollection(db, request.params.id, request.body.reason, actorOf(request)),
  );

  endpointRoute(app, "adminCollectionsCsv", async (request, reply) => {
    const { layout, ...query } = request.query;
    const filters = await resolveFilters(db, query);
    const csv = csvStream([...COLLECTIONS_CSV_EXPORT_COLUMNS], layout);
    const rows = Readable.from(exportCollections(db, ledger, filters));
    const today = await businessToday(db, clock);
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="collections-${today}.csv"`);
    return reply.send(
      pipeline(rows, csv, (error) => {
        if (error) request.log.error({ err: error }, "the collections export stopped");
      }),
    );
  });

  endpointRoute(app, "adminCollectionsImportTemplate", async (request, reply) => {
    const today = await businessToday(db, clock);
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="collections-template.csv"');
    // Two example rows: a date may be written YYYY-MM-DD or day first, DD/MM/YYYY or DD-MM-YYYY.
    const dayFirst = dayFirstText(today);
    // `spreadsheet` (issue 30): the same lines after a byte-order mark, for Excel.
    const bom = request.query.layout === "spreadsheet" ? "\uFEFF" : "";
    return `${bom}${COLLECTIONS_CSV_TEMPLATE_COLUMNS.join(",")}\r\nFC-1001,K-EXAMPLE1,${today},,2.500,1\r\nFC-1001,K-EXAMPLE1,${dayFirst},1200,0.300,2\r\n`;
  });

  endpointRoute(app, "adminCollectionsImport", async (request, reply) => {
    const dryRun = request.query.dryRun === "true" || request.query.dryRun === "1";
    const result = await importCollectionsCsv(db, ledger, {
      body: request.body,
      dryRun,
      actor: actorOf(request),
      today: await businessToday(db, clock),
      onImported,
    });
    if (result.kind === "rejected") {
      return reply
        .code(422)
        .type("application/problem+json")
        .send({
          type: problemTypeUri("unprocessable"),
          title: "Unprocessable Content",
          status: 422,
          detail: result.detail,
          problems: result.problems,
          problemCount: result.problemCount,
          problemRows: result.problemRows,
        });
    }
    return reply.code(dryRun ? 200 : 201).send(result.report);
  });
};
