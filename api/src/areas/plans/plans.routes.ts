import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "#api/areas/accounts/index.ts";
import { actorOf } from "#api/areas/audit/index.ts";
import type { PlanningSettings } from "#api/config/config.ts";
import type { Database, Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import type { Notify } from "#api/lib/notices.ts";
import type { ForecastLoader } from "./plan-types.ts";
import { myRoute, type PlansDeps, publishPlan, readPlan, updatePlan } from "./plans.service.ts";
import { solverFor } from "./solver-choice.ts";

export type PlansRoutesOptions = {
  db: Db;
  database: Database;
  planning: PlanningSettings;
  /** The kiosks' fill forecasts (the forecasts area's `forecastKiosks`, area-wiring.ts). */
  forecasts: ForecastLoader;
  notify: Notify;
};

export function plansDeps(options: PlansRoutesOptions): PlansDeps {
  return { ...options, solver: solverFor(options.planning) };
}

/** The day's plan for admins; a collector reads only their own route (`/mine`). */
const staffPlansRoutes: FastifyPluginAsyncZod<PlansRoutesOptions> = async (app, options) => {
  const deps = plansDeps(options);
  endpointRoute(app, "adminPlan", async (request) =>
    readPlan(deps, request.params.date, request.query.propose === "1"),
  );
  endpointRoute(app, "adminPlanUpdate", async (request) =>
    updatePlan(deps, request.params.date, request.body, actorOf(request)),
  );
  endpointRoute(app, "adminPlanPublish", async (request) =>
    publishPlan(deps, request.params.date, actorOf(request)),
  );
  endpointRoute(app, "adminPlanMine", async (request) =>
    myRoute(options.db, request.params.date, signedInUser(request).userId),
  );
};

export const plansRoutes: AreaRoutes<PlansRoutesOptions> = { staff: staffPlansRoutes };
