import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AuditActor, actorOf, recordAudit } from "#api/areas/audit/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { csvStream } from "#api/lib/csv.ts";
import {
  allCustomers,
  type CustomerFigures,
  customerOf,
  customerValues,
  findCustomerByCode,
  isUniqueViolation,
  listCustomers,
  nextCustomerCode,
} from "./customers.service.ts";
import { customers } from "./customers.tables.ts";

/** `figures`: what other areas count per business, handed in (customers.service.ts). */
export type CustomersRoutesOptions = {
  db: Db;
  figures: CustomerFigures;
  /** Ends the sessions and API tokens of a business's logins (accounts), in the given transaction. */
  endAccessOf: (tx: Db, actor: AuditActor, customerId: string) => Promise<void>;
};

/** Tries a new code this many times when concurrent creates took the one computed. */
const CODE_ATTEMPTS = 10;

/** The CSV export's columns, in the list's order. */
const CSV_COLUMNS = [
  { key: "code", header: "Code" },
  { key: "name", header: "Name" },
  { key: "city", header: "City" },
  { key: "serviceType", header: "Service type" },
  { key: "businessType", header: "Business type" },
  { key: "kiosks", header: "Kiosks" },
  { key: "balance", header: "Balance (INR)" },
  { key: "active", header: "Active" },
];

async function customerOr404(db: Db, code: string) {
  const row = await findCustomerByCode(db, code);
  if (!row) throw new HttpError(404, `No customer has the code "${code}".`);
  return row;
}

/** Changes a customer and logs what it was and is, in the transaction `tx` of the change. */
async function changeCustomer(
  tx: Db,
  actor: AuditActor,
  before: typeof customers.$inferSelect,
  values: Partial<typeof customers.$inferInsert>,
  action: "update" | "deactivate" | "reactivate",
) {
  const [row] = await tx
    .update(customers)
    .set(values)
    .where(eq(customers.id, before.id))
    .returning();
  if (!row) throw new Error("customer update returned no row");
  const after = customerOf(row);
  await recordAudit(tx, {
    actor,
    entity: "customer",
    entityId: row.code,
    customerId: row.id,
    action,
    before: customerOf(before),
    after,
  });
  return after;
}

/** The console's customers: list, export, create, edit, deactivate and reactivate. */
const staffCustomerRoutes: FastifyPluginAsyncZod<CustomersRoutesOptions> = async (
  app,
  { db, figures, endAccessOf },
) => {
  endpointRoute(app, "adminCustomers", async (request) => {
    const { page, pageSize, ...filters } = request.query;
    const { items, total } = await listCustomers(db, { ...filters, page, pageSize }, figures);
    return { items, page, pageSize, total };
  });

  endpointRoute(app, "adminCustomersCsv", async (request, reply) => {
    const { layout, ...filters } = request.query;
    const rows = await allCustomers(db, filters, figures);
    const stream = csvStream(CSV_COLUMNS, layout);
    reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="customers.csv"');
    // A business count of rows (not collections): written at once, streamed out as read.
    for (const row of rows) stream.write(row);
    stream.end();
    return reply.send(stream);
  });

  endpointRoute(app, "adminCustomerCreate", async (request, reply) => {
    const actor = actorOf(request);
    for (let attempt = 1; ; attempt++) {
      try {
        const created = await db.transaction(async (tx) => {
          const code = await nextCustomerCode(tx);
          const [row] = await tx
            .insert(customers)
            .values({ ...customerValues(request.body), code } as typeof customers.$inferInsert)
            .returning();
          if (!row) throw new Error("customer insert returned no row");
          const after = customerOf(row);
          await recordAudit(tx, {
            actor,
            entity: "customer",
            entityId: row.code,
            customerId: row.id,
            action: "create",
            before: null,
            after,
          });
          return after;
        });
        return reply.code(201).send(created);
      } catch (err) {
        // Another create took the same code between our read and insert: read the next one.
        if (attempt < CODE_ATTEMPTS && isUniqueViolation(err, "customers_code_unique")) continue;
        throw err;
      }
    }
  });

  endpointRoute(app, "adminCustomer", async (request) => {
    const row = await customerOr404(db, request.params.code);
    const [balance, collected, kiosks, logins] = await Promise.all([
      figures.balanceOf(db, row.id),
      figures.collectedOf(db, row.id),
      figures.kioskCountOf(db, row.id),
      figures.loginsOf(db, row.id),
    ]);
    return { ...customerOf(row), figures: { ...collected, ...balance, kiosks, logins } };
  });

  endpointRoute(app, "adminCustomerUpdate", async (request) => {
    const actor = actorOf(request);
    return db.transaction(async (tx) => {
      const before = await customerOr404(tx, request.params.code);
      const values = { ...customerValues(request.body), updatedAt: new Date() };
      return changeCustomer(tx, actor, before, values, "update");
    });
  });

  for (const [name, deactivate] of [
    ["adminCustomerDeactivate", true],
    ["adminCustomerReactivate", false],
  ] as const) {
    endpointRoute(app, name, async (request) => {
      const actor = actorOf(request);
      return db.transaction(async (tx) => {
        const before = await customerOr404(tx, request.params.code);
        // Already so: nothing changes and nothing is logged.
        if ((before.deactivatedAt !== null) === deactivate) return customerOf(before);
        const now = new Date();
        const values = { deactivatedAt: deactivate ? now : null, updatedAt: now };
        // Deactivation ends what its logins hold: a reactivation must not bring back sessions
        // and tokens of people the business may have parted with meanwhile.
        if (deactivate) await endAccessOf(tx, actor, before.id);
        return changeCustomer(tx, actor, before, values, deactivate ? "deactivate" : "reactivate");
      });
    });
  }
};

export const customersRoutes: AreaRoutes<CustomersRoutesOptions> = {
  staff: staffCustomerRoutes,
};
