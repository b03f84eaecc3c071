import compress from "@fastify/compress";
import { BUSINESS_TIME_ZONE } from "@filtercycle/contract/dates";
import { PROBLEM_CONTENT_TYPE } from "@filtercycle/contract/problem";
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import {
  accountsRoutes,
  authSecret,
  createAuth,
  createLoginLimits,
  endBusinessAccess,
  limitPasswordHashing,
  registerSessions,
  usePasswordHashCost,
} from "#api/areas/accounts/index.ts";
import { auditRoutes } from "#api/areas/audit/index.ts";
import { certificatePages, certificatesRoutes } from "#api/areas/certificates/index.ts";
import { collectionsRoutes } from "#api/areas/collections/index.ts";
import { custodyRoutes } from "#api/areas/custody/index.ts";
import { customersRoutes } from "#api/areas/customers/index.ts";
import { enquiriesRoutes } from "#api/areas/enquiries/index.ts";
import { esgRoutes } from "#api/areas/esg/index.ts";
import { healthRoutes } from "#api/areas/health/index.ts";
import { impactRecordsRoutes, impactRoutes } from "#api/areas/impact/index.ts";
import { impactPagePages, impactPagesRoutes } from "#api/areas/impact-pages/index.ts";
import { kiosksRoutes } from "#api/areas/kiosks/index.ts";
import { createMailer, linkIn, passwordResetEmail } from "#api/areas/mail/index.ts";
import type { MediaStorage } from "#api/areas/media/index.ts";
import { createMediaStorage, mediaRoutes } from "#api/areas/media/index.ts";
import { ledgerRoutes, moneyRoutes, payoutHold } from "#api/areas/money/index.ts";
import { createNotifications, notificationsRoutes } from "#api/areas/notifications/index.ts";
import { overviewRoutes } from "#api/areas/overview/index.ts";
import { ensurePlannedPickups, pickupsRoutes } from "#api/areas/pickups/index.ts";
import { plansDeps, plansRoutes, registerTomorrowsPlan } from "#api/areas/plans/index.ts";
import { publicImpactRoutes } from "#api/areas/public-impact/index.ts";
import { readImpactSettings, settingsRoutes } from "#api/areas/settings/index.ts";
import {
  auditLookups,
  collectionLogSources,
  customerFigures,
  forecastsOf,
  kioskCollections,
  planForecasts,
  settingsMethods,
} from "./area-wiring.ts";
import { acceptHeldVisit, completeVisitOfDay, completeVisitsOfDay } from "./areas/pickups/index.ts";
import type { AppConfig } from "./config/config.ts";
import type { Database } from "./db/database.ts";
import { createOutageLog } from "./db/outage-log.ts";
import { registerApiReference } from "./http/api-reference.ts";
import {
  answerClientError,
  answerFrameworkError,
  apiNotFound,
  registerErrorHandling,
} from "./http/error-handler.ts";
import { serverLogging } from "./http/logger-options.ts";
import { countedMailer, registerMetrics } from "./http/metrics.ts";
import { problemPages } from "./http/problem-pages.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./http/rate-limiter.ts";
import { registerRequestTimeouts, serverTimeouts } from "./http/request-timeouts.ts";
import { registerSameOriginCheck } from "./http/same-origin.ts";
import { area, registerScopes } from "./http/scopes.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { fastifyTrustProxy } from "./http/trust-proxy.ts";
import { registerWebApp, type WebApp } from "./http/web-app.ts";
import { registerDailyPlanning } from "./jobs/daily-planning.ts";
import { createJobQueue } from "./jobs/job-queue.ts";
import type { JobQueueSettings } from "./jobs/job-queue-settings.ts";

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Overrides the media storage the settings choose (tests of the S3 driver). */
  mediaStorage?: MediaStorage;
  /** Overrides the pino logger options (tests pass `false` or a stream). */
  logger?: FastifyServerOptions["logger"];
  /** Sees every route as it registers (the route-walk test reads the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Shortens the job queue's waits (tests); production uses jobs/job-queue-settings.ts. */
  jobQueue?: Partial<JobQueueSettings>;
  /**
   * Starts the job queue's workers and schedules (default: yes). Tests that send no e-mail and
   * run no job leave it off (api/test/test-app.ts); notices are still queued in the database.
   */
  startJobQueue?: boolean;
}

/** Builds the whole HTTP app: the API under /api and the built web app everywhere else. */
export async function buildApp({
  config,
  database,
  logger,
  mediaStorage,
  onRoute,
  jobQueue,
  startJobQueue = true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverLogging(config, logger),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverTimeouts(config.timeouts),
    // Closing waits for in-flight requests; idle keep-alive sockets are closed at once.
    forceCloseConnections: "idle",
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outage = createOutageLog(app.log, () => database.ping());
  app.addHook("onClose", async () => outage.close());
  registerErrorHandling(app, outage);
  registerRequestTimeouts(app, config.timeouts);
  await registerSecurityHeaders(app, config.publicUrl);
  registerSameOriginCheck(app, config.publicUrl);
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });

  const jobs = createJobQueue({ database, log: app.log, settings: jobQueue, outage });
  // Before any request sends a job inside its transaction (JobQueue.warm); a database that is
  // not reachable yet leaves the cache to the queue's start.
  await jobs.warm().catch(() => {});
  const metrics = registerMetrics(app, config.metricsToken, {
    poolConnections: () => database.poolConnections?.(),
    backlog: () => jobs.backlog(),
  });
  const mailer = countedMailer(
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    }),
    metrics,
  );
  const rateLimiter = config.redisUrl
    ? await createRedisRateLimiter(config.redisUrl, config.redisKeyPrefix)
    : createMemoryRateLimiter();
  limitPasswordHashing(config.passwordHashConcurrency);
  usePasswordHashCost(config.passwordHashCost);
  const auth = createAuth({
    db: database.db,
    config,
    log: app.log,
    sendResetLink: async (user, token) => {
      const link = linkIn(
        `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        user.language,
      );
      // Not awaited: an answer that waited for SMTP would tell known addresses from unknown ones.
      mailer
        .send({ to: user.email, ...passwordResetEmail(user.name, link, user.language) })
        .catch((err) => app.log.error({ err }, "could not send the password-reset e-mail"));
    },
  });
  const storage = mediaStorage ?? (await createMediaStorage(config));
  // A database that is down at start must not stop the app (GET /api/health then answers 503):
  // the queue's workers wait for the next start, and notices queued meanwhile wait in the database.
  let queueStarted = false;
  let businessTimeZone = BUSINESS_TIME_ZONE;
  try {
    if (startJobQueue) {
      await jobs.start();
      queueStarted = true;
    }
    businessTimeZone = (await readImpactSettings(database.db)).businessTimeZone;
  } catch (err) {
    app.log.error({ err }, "the job queue could not start: e-mails and scheduled work wait");
  }
  const notifications = createNotifications({
    db: database.db,
    jobs,
    mailer,
    publicUrl: config.publicUrl,
    secret: authSecret(config),
    businessTimeZone,
  });
  const planOptions = {
    db: database.db,
    database,
    planning: config.planning,
    forecasts: planForecasts,
    notify: notifications.notify,
  };
  if (queueStarted) {
    await notifications.startWorkers();
    await registerTomorrowsPlan(jobs, { deps: plansDeps(planOptions), timeZone: businessTimeZone });
    await registerDailyPlanning(jobs, {
      db: database.db,
      timeZone: businessTimeZone,
      ensurePlannedPickups: async (db, from, to) => {
        await ensurePlannedPickups(db, from, to);
      },
    });
  }
  // Areas queue customer e-mails with it, in their own transaction (notifications/notices.ts).
  const notify = notifications.notify;
  app.addHook("onClose", async () => {
    // The queue first: a running job may still send mail or write to the database.
    if (queueStarted) await jobs.stop();
    mailer.close();
    await rateLimiter.close();
    await storage.close();
  });

  // Verifiable impact (issue 15): its areas also serve pages outside /api.
  const certificateOptions = { db: database.db, publicUrl: config.publicUrl, rateLimiter };
  const impactPageOptions = { db: database.db, publicUrl: config.publicUrl };

  // Each area registers its parts in the public, customer and staff scopes (http/scopes.ts).
  const areas = [
    area(healthRoutes, { database, outage }),
    area(accountsRoutes, {
      db: database.db,
      auth,
      mailer,
      limits: createLoginLimits(rateLimiter, config.loginLimits),
      publicUrl: config.publicUrl,
    }),
    area(customersRoutes, {
      db: database.db,
      figures: customerFigures,
      endAccessOf: endBusinessAccess,
    }),
    area(impactRoutes, { database }),
    // Kiosks, collections and the ledger, in the order they had inside the impact area.
    area(kiosksRoutes, {
      database,
      collections: kioskCollections,
      forecasts: forecastsOf(database),
    }),
    area(collectionsRoutes, {
      database,
      log: collectionLogSources,
      // A console-recorded collection is its kiosk's visit of the day (PRODUCT.md).
      onRecorded: (tx, visit, actor) => completeVisitOfDay(tx, visit, actor, notify),
      onImported: (tx, visits, actor) => completeVisitsOfDay(tx, visits, actor, notify),
      onAccepted: (tx, visit, actor) => acceptHeldVisit(tx, visit, actor, notify),
    }),
    // Single payouts wait for a business's unpaid payout batch (decision 0078).
    area(ledgerRoutes, { database, payoutHold, notify }),
    area(impactRecordsRoutes, { database }),
    area(mediaRoutes, { db: database.db, storage, maxBytes: config.media.maxBytes }),
    area(publicImpactRoutes, { db: database.db }),
    area(settingsRoutes, {
      db: database.db,
      notify,
      methods: settingsMethods,
    }),
    area(auditRoutes, { db: database.db, ...auditLookups }),
    area(overviewRoutes, { db: database.db }),
    area(pickupsRoutes, {
      db: database.db,
      storage,
      notify,
      maxBytes: config.media.maxBytes,
      forecasts: forecastsOf(database),
    }),
    area(moneyRoutes, { db: database.db, notify }),
    area(plansRoutes, planOptions),
    area(notificationsRoutes, { db: database.db, secret: authSecret(config) }),
    area(certificatesRoutes, certificateOptions),
    area(impactPagesRoutes, impactPageOptions),
    area(esgRoutes, { db: database.db }),
    area(custodyRoutes, { db: database.db }),
    area(enquiriesRoutes, {
      db: database.db,
      mailer,
      rateLimiter,
      staffEmail: config.staffEmail,
      publicUrl: config.publicUrl,
    }),
  ];
  await app.register(
    async (api) => {
      const lookUpSession = registerSessions(api, auth, database.db);
      await registerApiReference(api);
      await registerScopes(api, areas, lookUpSession);
    },
    { prefix: "/api" },
  );

  await app.register(certificatePages, certificateOptions);
  await app.register(impactPagePages, impactPageOptions);
  // The pages the errors' `type` URIs point to (/problems/<kind>, decision 0094 amendment).
  await app.register(problemPages, { publicUrl: config.publicUrl });

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
