import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { type AuditCustomers, auditLogChoices, listAuditLog } from "./audit-log.service.ts";

/**
 * The log shows each entry's business by code and name, and filters by business days: the
 * customers and settings areas, which record audit entries themselves, hand their look-ups in
 * (app.ts), so audit imports neither (decision 0082, amendment).
 */
export type AuditRoutesOptions = {
  db: Db;
  customers: AuditCustomers;
  /** The business time zone (settings). */
  timeZoneOf: (db: Db) => Promise<string>;
};

/** GET /api/admin/audit-log: read-only, newest first; no route changes or removes an entry. */
const staffAuditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (
  app,
  { db, customers, timeZoneOf },
) => {
  endpointRoute(app, "adminAuditLog", async (request) => {
    const { page, pageSize, entity, actorId, customerCode, from, to } = request.query;
    const choices = await auditLogChoices(db);
    let customerId: string | undefined;
    if (customerCode) {
      const customer = await customers.byCode(db, customerCode);
      // An unknown code matches no entry (a filter, not a record to find).
      if (!customer) return { items: [], page, pageSize, total: 0, ...choices };
      customerId = customer.id;
    }
    const businessTimeZone = await timeZoneOf(db);
    const result = await listAuditLog(
      db,
      { entity, actorId, customerId, from, to, timeZone: businessTimeZone },
      { page, pageSize },
      customers.byIds,
    );
    return { ...result, page, pageSize, ...choices };
  });
};

export const auditRoutes: AreaRoutes<AuditRoutesOptions> = { staff: staffAuditRoutes };
