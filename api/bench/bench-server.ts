import compress from "@fastify/compress";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { impactRoutes } from "../src/areas/impact/impact.routes.ts";
import { type DatabaseOptions, openDatabase } from "../src/db/database.ts";
import { registerErrorHandling } from "../src/http/error-handler.ts";
import { area, registerScopes } from "../src/http/scopes.ts";
import { registerSecurityHeaders } from "../src/http/security-headers.ts";

/**
 * The benchmark's server, a child process of dashboard-api.bench.ts so the load generator does
 * not share its event loop. It has the API plumbing of app.ts (zod validation and serialization,
 * problem details, security headers, compression) and the dashboard routes, whose session is a
 * fixed customer login here: the real session lookup belongs to the accounts area. It tells the parent
 * its port over IPC and stops on "stop".
 */
type ServerMessage = { databaseOptions: DatabaseOptions; customerId: string };

process.once("message", async (message: ServerMessage) => {
  const database = await openDatabase(message.databaseOptions);
  const app = Fastify({ logger: false, forceCloseConnections: "idle" });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, "http://127.0.0.1");
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
  await app.register(
    async (api) => {
      // The yardstick: the same stack, no data.
      api.get("/bench/bare", async () => ({ ok: true }));
      // The floor of any call that reads data: one round trip to the database, no rows.
      api.get("/bench/ping", async () => {
        await database.ping();
        return { ok: true };
      });
      // Every request is the benchmark business's customer login.
      api.decorateRequest("user", null);
      api.addHook("onRequest", async (request) => {
        request.user = {
          userId: "bench",
          email: "bench@filtercycle.test",
          name: "Bench",
          role: "customer",
          customerId: message.customerId,
          businessRole: "owner",
          credential: { kind: "session", sessionId: "bench" },
        };
      });
      await registerScopes(api, [area(impactRoutes, { database })]);
    },
    { prefix: "/api" },
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.send?.({ port });
  process.once("message", async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
});
