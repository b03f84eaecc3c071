import compress from "@fastify/compress";
import Fastify, { type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { impactRoutes } from "../src/areas/impact/impact.routes.ts";
import { type DatabaseOptions, openDatabase } from "../src/db/database.ts";
import { registerErrorHandling } from "../src/http/error-handler.ts";
import { area, registerScopes } from "../src/http/scopes.ts";

/**
 * console.bench.ts's server, a child process so its memory can be measured alone: the API
 * plumbing of app.ts (zod validation and serialization, problem details, compression) and the
 * impact area's staff routes (kiosks and collections), every request a fixed staff login. Tells
 * the parent its port over IPC; answers "rss" (after a garbage collection) and stops on "stop".
 */
type StartMessage = { databaseOptions: DatabaseOptions };

process.once("message", async (message: StartMessage) => {
  const database = await openDatabase(message.databaseOptions);
  const app = Fastify({ logger: false, forceCloseConnections: "idle", bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
  await app.register(
    async (api) => {
      api.decorateRequest("user", null);
      const staff = async (request: FastifyRequest) => {
        request.user = {
          userId: "bench-staff",
          email: "staff@filtercycle.test",
          name: "Bench staff",
          role: "admin",
          businessRole: null,
          customerId: null,
          credential: { kind: "session", sessionId: "bench" },
        };
      };
      await registerScopes(api, [area(impactRoutes, { database })], staff);
    },
    { prefix: "/api" },
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.send?.({ port });
  process.on("message", async (command: string) => {
    if (command === "rss") {
      (globalThis as { gc?: () => void }).gc?.();
      process.send?.({ rss: process.memoryUsage().rss });
    } else if (command === "stop") {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
});
