import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "#api/areas/audit/index.ts";
import { findCustomerByCode } from "#api/areas/customers/index.ts";
import type { Database, Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import {
  createAwarenessSession,
  deleteAwarenessSession,
  listImpactRecords,
  putSmokersServed,
  updateAwarenessSession,
} from "./impact-records.service.ts";

/**
 * Staff's impact records (awareness sessions, smokers served), under /api/admin/. They were
 * registered by money's ledger routes; impact registers its own, so money imports nothing of
 * impact (decision 0082, amendment: money sits below impact, whose dashboard reads the ledger).
 */
export type ImpactRecordsRoutesOptions = { database: Database };

/** The business of a path's `:code`, or 404. */
async function customerOfPath(db: Db, code: string) {
  const customer = await findCustomerByCode(db, code);
  if (!customer) throw new HttpError(404, `There is no customer with the code "${code}".`);
  return customer;
}

const staffImpactRecordsRoutes: FastifyPluginAsyncZod<ImpactRecordsRoutesOptions> = async (
  app,
  { database },
) => {
  const db = database.db;

  endpointRoute(app, "adminAwarenessSessions", async (request) => {
    const customer = await customerOfPath(db, request.params.code);
    const { page, pageSize } = request.query;
    return listImpactRecords(db, customer.id, { page, pageSize });
  });

  endpointRoute(app, "adminAwarenessSessionCreate", async (request, reply) => {
    const customer = await customerOfPath(db, request.params.code);
    const created = await createAwarenessSession(db, customer, request.body, actorOf(request));
    return reply.code(201).send(created);
  });

  endpointRoute(app, "adminAwarenessSessionUpdate", async (request) => {
    const updated = await updateAwarenessSession(
      db,
      request.params.id,
      request.body,
      actorOf(request),
    );
    if (!updated) throw new HttpError(404, "There is no awareness session with this id.");
    return updated;
  });

  endpointRoute(app, "adminAwarenessSessionDelete", async (request, reply) => {
    if (!(await deleteAwarenessSession(db, request.params.id, actorOf(request))))
      throw new HttpError(404, "There is no awareness session with this id.");
    return reply.code(204).send();
  });

  endpointRoute(app, "adminSmokersServed", async (request) => {
    const customer = await customerOfPath(db, request.params.code);
    return { count: await putSmokersServed(db, customer, request.body.count, actorOf(request)) };
  });
};

/** The console's impact records, for staff. */
export const impactRecordsRoutes: AreaRoutes<ImpactRecordsRoutesOptions> = {
  staff: staffImpactRecordsRoutes,
};
