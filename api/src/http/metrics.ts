import { createHash, timingSafeEqual } from "node:crypto";
import { apiRoutes } from "@filtercycle/contract/api/routes";
import { PROBLEM_CONTENT_TYPE } from "@filtercycle/contract/problem";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Mailer } from "#api/areas/mail/index.ts";
import { problem } from "./problem.ts";

/** What the metrics read at each scrape: the pool's connections and the job queues' backlog. */
export interface MetricsSources {
  poolConnections(): { idle: number; used: number; waiting: number } | undefined;
  backlog(): Promise<{ queue: string; depth: number; oldestSeconds: number }[]>;
}

/** What the app counts as it works; every method does nothing when metrics are off. */
export interface AppMetrics {
  mail(result: "sent" | "failed"): void;
}

export const METRICS_PATH = "/metrics";

/**
 * OpenTelemetry's buckets for `http.server.request.duration` (semantic conventions, HTTP
 * metrics), in seconds.
 */
const DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
];

const LOGIN_ROUTE = `/api${apiRoutes.login.path}`;

/** A login's answer as the operator reads it: refused passwords and limits are not errors. */
function loginResult(status: number): string {
  if (status === 200) return "success";
  if (status === 401) return "failure";
  if (status === 429) return "rate_limited";
  return status < 500 ? "invalid" : "error";
}

/** Compares without telling by its time how much of the token a guess got right. */
function sameToken(given: string, expected: string): boolean {
  const hash = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(hash(given), hash(expected));
}

const off: AppMetrics = { mail() {} };

/**
 * `GET /metrics` in Prometheus's text format (prom-client), for an operator's monitoring: off
 * (404) without METRICS_TOKEN, and 401 without `Authorization: Bearer <METRICS_TOKEN>`. Names and
 * labels follow OpenTelemetry's HTTP conventions as Prometheus writes them; `http_route` is the
 * route's template, so a path with an id is counted under its route, never one series per id.
 * Each app has its own registry (tests build several apps in one process).
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricsSources,
): AppMetrics {
  if (!token) {
    app.get(METRICS_PATH, async (request, reply) =>
      reply
        .code(404)
        .type(PROBLEM_CONTENT_TYPE)
        .send(
          problem(404, `${METRICS_PATH} is off: set METRICS_TOKEN to turn it on.`, request.url),
        ),
    );
    return off;
  }
  const register = new Registry();
  collectDefaultMetrics({ register });
  const duration = new Histogram({
    name: "http_server_request_duration_seconds",
    help: "Duration of HTTP server requests.",
    labelNames: ["http_route", "http_request_method", "http_response_status_code"],
    buckets: DURATION_BUCKETS,
    registers: [register],
  });
  const logins = new Counter({
    name: "filtercycle_logins_total",
    help: "Logins by result: success, failure (wrong e-mail or password), rate_limited, invalid, error.",
    labelNames: ["result"],
    registers: [register],
  });
  const mails = new Counter({
    name: "filtercycle_mails_total",
    help: "E-mails handed to SMTP (or written to the outbox without SMTP_URL), by result: sent, failed.",
    labelNames: ["result"],
    registers: [register],
  });
  for (const result of ["sent", "failed"]) mails.inc({ result }, 0);
  new Gauge({
    name: "filtercycle_db_pool_connections",
    help: "The app's database connections by state: idle, used, and requests waiting for one (waiting).",
    labelNames: ["state"],
    registers: [register],
    collect() {
      const counts = sources.poolConnections();
      if (!counts) return;
      for (const [state, value] of Object.entries(counts)) this.set({ state }, value);
    },
  });
  // Both queue gauges come from one query per scrape.
  let backlog: Promise<{ queue: string; depth: number; oldestSeconds: number }[]> | undefined;
  const readBacklog = () => {
    backlog ??= sources.backlog().finally(() => {
      setImmediate(() => {
        backlog = undefined;
      });
    });
    return backlog;
  };
  new Gauge({
    name: "filtercycle_job_queue_depth",
    help: "Jobs waiting to run (queued or to be retried, due now), per queue.",
    labelNames: ["queue"],
    registers: [register],
    async collect() {
      for (const row of await readBacklog()) this.set({ queue: row.queue }, row.depth);
    },
  });
  new Gauge({
    name: "filtercycle_job_queue_oldest_seconds",
    help: "How long the oldest job waiting to run has waited, per queue (0 when none waits).",
    labelNames: ["queue"],
    registers: [register],
    async collect() {
      for (const row of await readBacklog()) this.set({ queue: row.queue }, row.oldestSeconds);
    },
  });

  const routeOf = (request: FastifyRequest) =>
    // Unmatched requests (the web app's pages, 404s) have no template: an empty label, never the path.
    request.routeOptions.url ?? "";
  app.addHook("onResponse", async (request, reply) => {
    const route = routeOf(request);
    if (route === METRICS_PATH) return;
    const status = reply.statusCode;
    duration.observe(
      {
        http_route: route,
        http_request_method: request.method,
        http_response_status_code: String(status),
      },
      reply.elapsedTime / 1000,
    );
    if (route === LOGIN_ROUTE && request.method === "POST")
      logins.inc({ result: loginResult(status) });
  });

  app.get(METRICS_PATH, async (request, reply) => {
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (!given || !sameToken(given, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(401, "Send Authorization: Bearer <METRICS_TOKEN>.", request.url));
    }
    return reply
      .header("cache-control", "no-store")
      .type(register.contentType)
      .send(await register.metrics());
  });

  return {
    mail(result) {
      mails.inc({ result });
    },
  };
}

/** The mailer, each message it sends (or fails to) counted in `filtercycle_mails_total`. */
export function countedMailer(mailer: Mailer, metrics: AppMetrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        metrics.mail("sent");
      } catch (err) {
        metrics.mail("failed");
        throw err;
      }
    },
    close: () => mailer.close(),
  };
}
