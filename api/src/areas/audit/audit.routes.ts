import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findCustomerByCode } from "#api/areas/customers/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { auditLogChoices, listAuditLog } from "./audit-log.service.ts";

export type AuditRoutesOptions = { db: Db };

/** GET /api/admin/audit-log: read-only, newest first; no route changes or removes an entry. */
const staffAuditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { db }) => {
  endpointRoute(app, "adminAuditLog", async (request) => {
    const { page, pageSize, entity, actorId, customerCode, from, to } = request.query;
    const choices = await auditLogChoices(db);
    let customerId: string | undefined;
    if (customerCode) {
      const customer = await findCustomerByCode(db, customerCode);
      // An unknown code matches no entry (a filter, not a record to find).
      if (!customer) return { items: [], page, pageSize, total: 0, ...choices };
      customerId = customer.id;
    }
    const { businessTimeZone } = await readImpactSettings(db);
    const result = await listAuditLog(
      db,
      { entity, actorId, customerId, from, to, timeZone: businessTimeZone },
      { page, pageSize },
    );
    return { ...result, page, pageSize, ...choices };
  });
};

export const auditRoutes: AreaRoutes<AuditRoutesOptions> = { staff: staffAuditRoutes };
