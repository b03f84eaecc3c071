import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { createAreaTestApp } from "../../../test/area-app.ts";
import type { TestDatabase } from "../../../test/test-database.ts";
import { HttpError } from "../../http/problem.ts";
import { createMemoryRateLimiter } from "../../http/rate-limiter.ts";
import { createMailer } from "../mail/mailer.ts";
import { type EnquiryLimits, enquiriesRoutes } from "./enquiries.routes.ts";

export const TEST_STAFF_EMAIL = "inbox@filtercycle.test";

/**
 * Stands in for the lead's `requireStaff` (used by the tests only): `x-test-role: admin` passes,
 * another role is 403, no header is 401 — the same statuses the real session check answers.
 */
export const testRequireStaff: preHandlerAsyncHookHandler = async (request) => {
  const role = request.headers["x-test-role"];
  if (role === undefined) throw new HttpError(401, "Your session has ended. Please log in again.");
  if (role !== "admin") throw new HttpError(403, "This area is for Filtercycle staff only.");
};

/**
 * The enquiries routes on their own Fastify app with the product's validation and error
 * handling, a real database and a real mailer (SMTP when `smtpUrl` is given).
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
  await app.register(
    async (api) => {
      await api.register(enquiriesRoutes, {
        db: options.database.db,
        mailer,
        rateLimiter,
        staffEmail: TEST_STAFF_EMAIL,
        requireStaff: testRequireStaff,
        publicUrl: "http://portal.test",
        limits: options.limits,
      });
    },
    { prefix: "/api" },
  );
  await app.ready();
  return app;
}
