import type { FastifyInstance } from "fastify";
import { createMemoryRateLimiter } from "#api/http/rate-limiter.ts";
import { area } from "#api/http/scopes.ts";
import { createAreaTestApp, registerTestApi, testUser } from "#api-test/area-app.ts";
import type { TestDatabase } from "#api-test/test-database.ts";
import { createMailer } from "../mail/mailer.ts";
import { type EnquiryLimits, enquiriesRoutes } from "./enquiries.routes.ts";

export const TEST_STAFF_EMAIL = "inbox@filtercycle.test";

/**
 * The enquiries routes on their own Fastify app with the product's validation and error
 * handling and scopes, a real database and a real mailer (SMTP when `smtpUrl` is given).
 */
export async function buildEnquiriesTestApp(options: {
  database: TestDatabase;
  smtpUrl?: string;
  dataDir: string;
  limits?: EnquiryLimits;
  now?: () => number;
}): Promise<FastifyInstance> {
  const app = createAreaTestApp();
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: '"Filtercycle" <no-reply@filtercycle.test>',
    dataDir: options.dataDir,
    log: app.log,
  });
  const rateLimiter = createMemoryRateLimiter(options.now);
  app.addHook("onClose", async () => {
    mailer.close();
    await rateLimiter.close();
  });
  const enquiries = area(enquiriesRoutes, {
    db: options.database.db,
    mailer,
    rateLimiter,
    staffEmail: TEST_STAFF_EMAIL,
    publicUrl: "http://portal.test",
    limits: options.limits,
  });
  // The session is a login of the role in `x-test-role` (none: no session).
  await registerTestApi(app, [enquiries], (request) => {
    const role = request.headers["x-test-role"];
    if (role === undefined) return null;
    return testUser(role === "admin" ? "admin" : "customer");
  });
  await app.ready();
  return app;
}
