import compress from "@fastify/compress";
import { PROBLEM_CONTENT_TYPE } from "@filtercycle/contract/problem";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { accountsRoutes } from "./areas/accounts/accounts.routes.ts";
import { createAuth } from "./areas/accounts/auth.ts";
import { createLoginLimits } from "./areas/accounts/login-limits.ts";
import { createSessionGuard } from "./areas/accounts/sessions.ts";
import { findCustomerByCode } from "./areas/customers/customers.service.ts";
import { enquiriesRoutes } from "./areas/enquiries/enquiries.routes.ts";
import { healthRoutes } from "./areas/health/health.routes.ts";
import { impactRoutes } from "./areas/impact/impact.routes.ts";
import { createMailer } from "./areas/mail/mailer.ts";
import { passwordResetEmail } from "./areas/mail/templates.ts";
import { mediaRoutes } from "./areas/media/media.routes.ts";
import { createMediaStorage } from "./areas/media/storage/create-media-storage.ts";
import type { MediaStorage } from "./areas/media/storage/media-storage.ts";
import { publicImpactRoutes } from "./areas/public-impact/public-impact.routes.ts";
import type { AppConfig } from "./config/config.ts";
import type { Database } from "./db/database.ts";
import { apiNotFound, registerErrorHandling } from "./http/error-handler.ts";
import { logRedactPaths, serializeRequest } from "./http/log-redaction.ts";
import { HttpError } from "./http/problem.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./http/rate-limiter.ts";
import { registerSameOriginCheck } from "./http/same-origin.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerWebApp, type WebApp } from "./http/web-app.ts";

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Overrides the media storage the settings choose (tests of the S3 driver). */
  mediaStorage?: MediaStorage;
  /** Overrides the pino logger options (tests pass `false` or a stream). */
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole HTTP app: the API under /api and the built web app everywhere else. */
export async function buildApp({
  config,
  database,
  logger,
  mediaStorage,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: { paths: logRedactPaths, censor: "[redacted]" },
      serializers: { req: serializeRequest },
    },
    trustProxy: config.trustProxy,
    // Closing waits for in-flight requests; idle keep-alive sockets are closed at once.
    forceCloseConnections: "idle",
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.publicUrl);
  registerSameOriginCheck(app, config.publicUrl);
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const rateLimiter = config.redisUrl
    ? await createRedisRateLimiter(config.redisUrl)
    : createMemoryRateLimiter();
  const auth = createAuth({
    db: database.db,
    config,
    sendResetLink: async (user, token) => {
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: an answer that waited for SMTP would tell known addresses from unknown ones.
      mailer
        .send({ to: user.email, ...passwordResetEmail(user.name, link), link })
        .catch((err) => app.log.error({ err }, "could not send the password-reset e-mail"));
    },
  });
  const storage = mediaStorage ?? (await createMediaStorage(config));
  const requireSession = createSessionGuard(auth);
  app.addHook("onClose", async () => {
    mailer.close();
    await rateLimiter.close();
    await storage.close();
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(accountsRoutes, {
        db: database.db,
        auth,
        mailer,
        limits: createLoginLimits(rateLimiter, config.loginLimits),
        publicUrl: config.publicUrl,
      });
      await api.register(impactRoutes, {
        database,
        // A customer always gets their own business; staff name one with ?customerId=FC-… (support view).
        customerIdOf: async (request, reply) => {
          const user = await requireSession(request, reply);
          if (user.role === "customer" && user.customerId) return user.customerId;
          const code = (request.query as { customerId?: unknown }).customerId;
          if (typeof code !== "string" || code === "") {
            throw new HttpError(400, "Staff: add ?customerId=FC-… to see a business's figures.", [
              { field: "customerId", message: "is required for staff" },
            ]);
          }
          const customer = await findCustomerByCode(database.db, code);
          if (!customer) {
            throw new HttpError(404, `No business has the customer ID "${code}".`);
          }
          return customer.id;
        },
      });
      await api.register(mediaRoutes, {
        db: database.db,
        storage,
        maxBytes: config.media.maxBytes,
        requireSession,
      });
      await api.register(publicImpactRoutes, { db: database.db });
      await api.register(enquiriesRoutes, {
        db: database.db,
        mailer,
        rateLimiter,
        staffEmail: config.staffEmail,
        publicUrl: config.publicUrl,
        requireStaff: async (request, reply) => {
          await requireSession(request, reply, ["admin"]);
        },
      });
    },
    { prefix: "/api" },
  );

  const webApp: WebApp | undefined = config.webBuildDir
    ? await registerWebApp(app, config.webBuildDir, config.publicUrl)
    : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (!isApi && webApp && (request.method === "GET" || request.method === "HEAD")) {
      return webApp.sendPage(request, reply);
    }
    return reply
      .code(404)
      .type(PROBLEM_CONTENT_TYPE)
      .send(apiNotFound(request.method, request.url));
  });

  return app;
}
