import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "#api/areas/audit/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import {
  createBatch,
  createLot,
  listBatches,
  listIntakes,
  recordIntake,
} from "./custody.service.ts";

export type CustodyRoutesOptions = { db: Db };

/** The console's chain of custody: bags and their intake, processing batches, product lots. */
const staffRoutes: FastifyPluginAsyncZod<CustodyRoutesOptions> = async (app, { db }) => {
  endpointRoute(app, "adminIntakes", async (request) => {
    const { items, total, tolerancePercent } = await listIntakes(db, request.query);
    return {
      items,
      total,
      page: request.query.page,
      pageSize: request.query.pageSize,
      tolerancePercent,
    };
  });

  endpointRoute(app, "adminIntakeCreate", async (request, reply) =>
    reply.code(201).send(await recordIntake(db, request.body, actorOf(request))),
  );

  endpointRoute(app, "adminBatches", async (request) => {
    const { page, pageSize } = request.query;
    return { ...(await listBatches(db, { page, pageSize })), page, pageSize };
  });

  endpointRoute(app, "adminBatchCreate", async (request, reply) =>
    reply.code(201).send(await createBatch(db, request.body, actorOf(request))),
  );

  endpointRoute(app, "adminLotCreate", async (request, reply) =>
    reply.code(201).send(await createLot(db, request.params.id, request.body, actorOf(request))),
  );
};

/** Issue 15 — chain of custody (staff); other areas read it through custody.queries.ts. */
export const custodyRoutes: AreaRoutes<CustodyRoutesOptions> = { staff: staffRoutes };
