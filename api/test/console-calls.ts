import type { FastifyInstance } from "fastify";
import { createLogin } from "../src/areas/accounts/accounts.service.ts";
import { sessionCookieFor } from "./session-cookie.ts";
import type { TestContext } from "./test-app.ts";

/** The password the console's route tests give their logins. */
export const TEST_PASSWORD = "Correct-Horse-1";

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * A request as a signed-in user: the session `cookie`, and `body` (when given) sent as JSON.
 * Test files wrap it in their own `call` with their usual default cookie.
 */
export function injectJson(
  app: FastifyInstance,
  method: Method,
  url: string,
  body: unknown,
  cookie: string,
) {
  const json = body !== undefined;
  return app.inject({
    method,
    url,
    headers: { cookie, ...(json && { "content-type": "application/json" }) },
    ...(json && { payload: JSON.stringify(body) }),
  });
}

/**
 * Creates a login (staff: `role: "admin"` or `"collector"`; a customer's: `role: "customer"` with its
 * `customerId`) and signs it in through the real login endpoint: its id and `Cookie` header.
 */
export async function signedInLogin(
  ctx: TestContext,
  login: { email: string; name: string; password?: string } & (
    | { role: "customer"; customerId: string }
    | { role: "admin" | "collector"; customerId?: undefined }
  ),
): Promise<{ id: string; cookie: string }> {
  const password = login.password ?? TEST_PASSWORD;
  const { id } = await createLogin(ctx.database.db, { ...login, password });
  return { id, cookie: await sessionCookieFor(ctx.app, login.email, password) };
}
