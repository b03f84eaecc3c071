import type { ExportLayout } from "@filtercycle/contract/export-layout";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOwner } from "#api/areas/accounts/index.ts";
import {
  businessIdOf,
  findCustomerByCode,
  findCustomerById,
  registerBusinessOfRequest,
} from "#api/areas/customers/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { layoutOf, sendTableExport } from "#api/lib/table-export.ts";
import { chooseBrsrCategory, type EsgBusiness, esgPackOf } from "./esg.service.ts";
import { esgCsvTable } from "./esg-csv.ts";

export type EsgRoutesOptions = { db: Db; clock?: () => Date };

type Part = FastifyPluginAsyncZod<EsgRoutesOptions>;

async function sendCsv(
  db: Db,
  reply: FastifyReply,
  business: EsgBusiness,
  year: string,
  now: Date,
  layout: ExportLayout,
) {
  const [pack, { businessTimeZone }] = await Promise.all([
    esgPackOf(db, business, year, now),
    readImpactSettings(db),
  ]);
  return sendTableExport(reply, "csv", esgCsvTable(pack, now, businessTimeZone), layout);
}

/** The pack of the request's business (own business; staff in the support view: ?customerId=). */
const customerPart: Part = async (app, { db, clock = () => new Date() }) => {
  registerBusinessOfRequest(app, db);
  const businessOf = async (id: string): Promise<EsgBusiness> => {
    const row = await findCustomerById(db, id);
    if (!row) throw new HttpError(404, "Your business's record was not found.");
    return { id: row.id, name: row.name, code: row.code };
  };

  endpointRoute(app, "esgPack", async (request) =>
    esgPackOf(db, await businessOf(businessIdOf(request)), request.query.year, clock()),
  );
  endpointRoute(app, "esgPackCsv", async (request, reply) =>
    sendCsv(
      db,
      reply,
      await businessOf(businessIdOf(request)),
      request.query.year,
      clock(),
      layoutOf(request.query),
    ),
  );
  endpointRoute(app, "esgCategory", async (request) => {
    const user = requireOwner(request);
    const businessId = businessIdOf(request);
    return chooseBrsrCategory(db, businessId, request.body.category, user.email);
  });
};

/** A customer's pack for the console (by customer code; unknown code: 404). */
const staffPart: Part = async (app, { db, clock = () => new Date() }) => {
  const businessOf = async (code: string): Promise<EsgBusiness> => {
    const row = await findCustomerByCode(db, code);
    if (!row) throw new HttpError(404, `No customer has the code "${code}".`);
    return { id: row.id, name: row.name, code: row.code };
  };
  endpointRoute(app, "adminEsgPack", async (request) =>
    esgPackOf(db, await businessOf(request.params.code), request.query.year, clock()),
  );
  endpointRoute(app, "adminEsgPackCsv", async (request, reply) =>
    sendCsv(
      db,
      reply,
      await businessOf(request.params.code),
      request.query.year,
      clock(),
      layoutOf(request.query),
    ),
  );
};

/** Issue 15 — the ESG pack (customer and staff). */
export const esgRoutes: AreaRoutes<EsgRoutesOptions> = { customer: customerPart, staff: staffPart };
