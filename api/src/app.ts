import compress from "@fastify/compress";
import { PROBLEM_CONTENT_TYPE } from "@filtercycle/contract/problem";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { healthRoutes } from "./areas/health/health.routes.ts";
import type { AppConfig } from "./config/config.ts";
import type { Database } from "./db/database.ts";
import { apiNotFound, registerErrorHandling } from "./http/error-handler.ts";
import { logRedactPaths, serializeRequest } from "./http/log-redaction.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerWebApp, type WebApp } from "./http/web-app.ts";

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Overrides the pino logger options (tests pass `false` or a stream). */
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole HTTP app: the API under /api and the built web app everywhere else. */
export async function buildApp({
  config,
  database,
  logger,
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
  registerSecurityHeaders(app);
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
    },
    { prefix: "/api" },
  );

  const webApp: WebApp | undefined = config.webBuildDir
    ? await registerWebApp(app, config.webBuildDir)
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
