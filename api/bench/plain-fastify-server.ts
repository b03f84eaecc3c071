import Fastify from "fastify";

/**
 * A plain Fastify endpoint, the yardstick of the app's own stack (issue 26): a child process of
 * dashboard-api.bench.ts, loaded with the same settings right before the app's bare endpoint.
 * Fastify's defaults and nothing else: no logger, hooks, plugins, schemas or database; it answers
 * the same `{ ok: true }` as `/api/bench/bare`. Tells the parent its port over IPC, answers "cpu"
 * with its CPU time so far (µs) and stops on "stop", like bench-server.ts.
 */
const app = Fastify({ logger: false, forceCloseConnections: "idle" });
app.get("/api/plain", async () => ({ ok: true }));
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
process.on("message", async (command: string) => {
  if (command === "cpu") {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
    return;
  }
  if (command !== "stop") return;
  await app.close();
  process.exit(0);
});
