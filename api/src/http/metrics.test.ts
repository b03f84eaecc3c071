import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { freePort } from "#api-test/free-port.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

const TOKEN = "metrics-test-token-0123456789";
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line of the text format, e.g. `name{label="x"} 3`. */
function sample(text: string, line: string): number | undefined {
  const found = text.split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe("GET /metrics", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  it("answers 401 without the bearer token, and with a wrong one", async () => {
    const none = await ctx.app.inject({ url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(none.body).not.toContain("http_server_request_duration_seconds");
    const wrong = await ctx.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts requests under their route template, logins by result and the queues and pool", async () => {
    const numbers = ["FC-CERT-2026-000001", "FC-CERT-2026-000002", "FC-CERT-2026-000003"];
    const statuses = new Set<number>();
    for (const number of numbers) {
      statuses.add((await ctx.app.inject({ url: `/api/verify/${number}` })).statusCode);
    }
    expect(statuses.size).toBe(1);
    const [status] = [...statuses];

    const customer = await aCustomer(ctx.database.db);
    const login = await aLogin(ctx.database.db, { role: "customer", customerId: customer.id });
    const signIn = (password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/customer_login",
        payload: { email: login.email, password },
      });
    expect((await signIn(login.password)).statusCode).toBe(200);
    expect((await signIn("Wrong@12345")).statusCode).toBe(401);
    expect((await signIn("Wrong@12345")).statusCode).toBe(401);

    const res = await ctx.app.inject({ url: "/metrics", headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = res.body;
    expect(
      sample(
        text,
        `http_server_request_duration_seconds_count{http_route="/api/verify/:number",http_request_method="GET",http_response_status_code="${status}"}`,
      ),
    ).toBe(3);
    for (const number of numbers) expect(text).not.toContain(number);
    expect(sample(text, 'filtercycle_logins_total{result="success"}')).toBe(1);
    expect(sample(text, 'filtercycle_logins_total{result="failure"}')).toBe(2);
    expect(sample(text, 'filtercycle_mails_total{result="failed"}')).toBe(0);
    expect(sample(text, 'filtercycle_job_queue_depth{queue="notice-mail"}')).toBe(0);
    expect(sample(text, 'filtercycle_job_queue_oldest_seconds{queue="notice-mail"}')).toBe(0);
    const idle = sample(text, 'filtercycle_db_pool_connections{state="idle"}') ?? -1;
    const used = sample(text, 'filtercycle_db_pool_connections{state="used"}') ?? -1;
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(used).toBeGreaterThanOrEqual(0);
    expect(idle + used).toBeGreaterThan(0);
    expect(sample(text, 'filtercycle_db_pool_connections{state="waiting"}')).toBe(0);
    // Node's own: the process and its event loop.
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it("shows a job waiting in its queue, and how long it has waited", async () => {
    await ctx.database.executeSql(
      `insert into pgboss.job (id, name, data, start_after)
       values (gen_random_uuid(), 'notice-mail', '{}', now() - interval '90 seconds')`,
    );
    const text = (await ctx.app.inject({ url: "/metrics", headers: bearer })).body;
    expect(sample(text, 'filtercycle_job_queue_depth{queue="notice-mail"}')).toBe(1);
    const oldest = sample(text, 'filtercycle_job_queue_oldest_seconds{queue="notice-mail"}') ?? 0;
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(150);
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  it("is off: 404, whatever the Authorization", async () => {
    const ctx = await createTestContext();
    try {
      const res = await ctx.app.inject({ url: "/metrics", headers: bearer });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("http_server_request_duration_seconds");
    } finally {
      await ctx.close();
    }
  });
});

/** Debian's `prometheus` (apt-get install -y prometheus; .ci/run installs it) scraping the app. */
describe("a Prometheus server scraping the app", () => {
  const binary = "/usr/bin/prometheus";
  let ctx: TestContext;
  let prometheus: ChildProcess | undefined;
  let dir: string;
  let promPort: number;
  let promLog = "";
  let appOrigin = "";

  beforeAll(async () => {
    if (!existsSync(binary)) throw new Error(`${binary} is missing: apt-get install -y prometheus`);
    ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    const address = ctx.app.server.address();
    const appPort = typeof address === "object" && address ? address.port : 0;
    appOrigin = `http://127.0.0.1:${appPort}`;
    dir = await mkdtemp(path.join(os.tmpdir(), "fc-prometheus-"));
    await writeFile(
      path.join(dir, "prometheus.yml"),
      [
        "global:",
        "  scrape_interval: 1s",
        "scrape_configs:",
        "  - job_name: filtercycle",
        "    authorization:",
        `      credentials: ${TOKEN}`,
        "    static_configs:",
        `      - targets: ["127.0.0.1:${appPort}"]`,
        "",
      ].join("\n"),
    );
    promPort = await freePort();
    prometheus = spawn(
      binary,
      [
        `--config.file=${path.join(dir, "prometheus.yml")}`,
        `--storage.tsdb.path=${path.join(dir, "data")}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    prometheus.stderr?.on("data", (chunk) => {
      promLog += chunk;
    });
  });
  afterAll(async () => {
    prometheus?.kill("SIGTERM");
    await ctx?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const query = async (promql: string) => {
    const url = `http://127.0.0.1:${promPort}/api/v1/query?query=${encodeURIComponent(promql)}`;
    const body = (await (await fetch(url)).json()) as {
      data: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    return body.data.result;
  };

  it("stores the request histogram with route labels, a path with an id under its template", async () => {
    for (const number of ["FC-CERT-2026-000101", "FC-CERT-2026-000102"]) {
      await fetch(`${appOrigin}/api/verify/${number}`);
    }
    await fetch(`${appOrigin}/api/health`);
    const series = async () => {
      try {
        return await query("http_server_request_duration_seconds_count");
      } catch {
        return [];
      }
    };
    await expect
      .poll(
        async () =>
          (await series()).find((s) => s.metric.http_route === "/api/verify/:number")?.value[1],
        { timeout: 60_000, interval: 500 },
      )
      .toBe("2");
    const found = await series();
    const routes = new Set(found.map((s) => s.metric.http_route));
    expect(routes).toContain("/api/health");
    expect([...routes].some((route) => route?.includes("FC-CERT"))).toBe(false);
    const verify = found.find((s) => s.metric.http_route === "/api/verify/:number");
    expect(verify?.metric).toMatchObject({
      job: "filtercycle",
      http_request_method: "GET",
    });
    const buckets = await query(
      'http_server_request_duration_seconds_bucket{http_route="/api/verify/:number",le="+Inf"}',
    );
    expect(buckets.map((b) => b.value[1])).toEqual(["2"]);
    const up = await query('up{job="filtercycle"}');
    expect(
      up.map((u) => u.value[1]),
      promLog.slice(-2000),
    ).toEqual(["1"]);
  });
});
