import { textProblem } from "@filtercycle/contract/text-rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { findCustomerByCode } from "./customers.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The business (customers.id) a customer-scope request is about, where an area asks for it. */
    businessId: string | null;
  }
}

/**
 * The business a signed-in request is about. A customer always gets their own business (query
 * parameters never choose it); staff name one with `?customerId=FC-…` (the support view).
 */
export async function businessOfRequest(db: Db, request: FastifyRequest): Promise<string> {
  const user = request.user;
  if (!user) throw new Error("businessOfRequest needs a signed-in request (customer scope)");
  if (user.role === "customer" && user.customerId) return user.customerId;
  const code = (request.query as { customerId?: unknown } | undefined)?.customerId;
  if (typeof code !== "string" || code === "") {
    throw new HttpError(400, "Staff: add ?customerId=FC-… to see a business's figures.", [
      { field: "customerId", message: "is required for staff" },
    ]);
  }
  // Read before the route's schema runs, so the shared text rule is applied here (a NUL would
  // reach PostgreSQL, which cannot take it).
  const problem = textProblem(code, "line");
  if (problem) {
    throw new HttpError(400, `Invalid querystring: customerId: ${problem}`, [
      { field: "customerId", message: problem },
    ]);
  }
  const customer = await findCustomerByCode(db, code);
  if (!customer) throw new HttpError(404, `No business has the customer ID "${code}".`);
  return customer.id;
}

/**
 * Sets `request.businessId` for every route of `app` in `onRequest` (after the scope's session
 * check, before the query is validated, which drops the `customerId` it reads).
 */
export function registerBusinessOfRequest(app: FastifyInstance, db: Db): void {
  app.decorateRequest("businessId", null);
  // A callback hook: a customer's business is known without waiting, and an async hook would
  // cost every dashboard call a promise and a turn of the microtask queue (docs/decisions/0080).
  app.addHook("onRequest", (request, _reply, done) => {
    const user = request.user;
    if (user?.role === "customer" && user.customerId) {
      request.businessId = user.customerId;
      done();
      return;
    }
    businessOfRequest(db, request).then(
      (businessId) => {
        request.businessId = businessId;
        done();
      },
      (err: Error) => done(err),
    );
  });
}

/** The business `registerBusinessOfRequest` resolved for the request. */
export function businessIdOf(request: FastifyRequest): string {
  if (request.businessId === null) throw new Error("registerBusinessOfRequest did not run");
  return request.businessId;
}
