import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "#api/db/database.ts";
import { todayIn } from "#api/lib/dates.ts";
import { builtApiEntry } from "#api-test/built-api.ts";
import { freePort } from "#api-test/free-port.ts";
import { adminQuery, withDatabase } from "#api-test/global-setup.ts";
import { untilNoticesSent } from "#api-test/job-queue-idle.ts";
import { multipartBody } from "#api-test/multipart.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createLogin } from "./areas/accounts/accounts.service.ts";
import { createCustomer } from "./areas/customers/customers.service.ts";
import { addKiosk, recordCollections } from "./areas/impact/impact.service.ts";
import { createEventType } from "./areas/media/media.service.ts";
import { plannedPickupOn } from "./areas/pickups/pickups.service.ts";

/**
 * Issue 16, scale-out: two processes of the real server (`src/server.ts`, as `npm start` runs
 * it, in production mode) behind a stand-in for the reverse proxy (docs/deploy.md), sharing what
 * a deployment shares: one new PostgreSQL database (both migrate it at once on start), one Redis
 * (a key prefix of this run's own), one S3-compatible store (s3rver) and the SMTP server. Each
 * process has its own data folder and memory, so whatever works across them is really shared.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_URL = "https://filtercycle.test";
const REDIS_URL = "redis://127.0.0.1:6379";
const PASSWORD = "Correct-Horse-1";
const STAFF = "staff@scale-out.example";
const OWNER = "owner@scale-out.example";
/** The login the wrong-password flood locks (the owner keeps logging in meanwhile). */
const TARGET = "manager@scale-out.example";
const LOGIN_LIMIT = 5; // LOGIN_LIMIT_PER_ACCOUNT: its default, set explicitly for the instances
const run = randomBytes(4).toString("hex");
/** A client address of this run only: per-address counters live in the shared Redis. */
const clientAddress = () => `10.${[...randomBytes(3)].join(".")}`;

type Instance = { name: string; url: string; child: ChildProcess; dataDir: string };

async function startS3() {
  const directory = await mkdtemp(path.join(os.tmpdir(), "fc-scale-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: "media", configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "media",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Starts the built server (`node dist/server.js`, as `npm start` does) and waits until its health check answers 200. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `fc-scale-${name}-`));
  let output = "";
  const child = spawn(process.execPath, [builtApiEntry("server")], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const instance = { name, url: `http://127.0.0.1:${port}`, child, dataDir };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const health = await fetch(`${instance.url}/api/health`).catch(() => undefined);
    if (health?.status === 200) return instance;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopInstance(instance);
      throw new Error(`instance ${name} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM (SIGKILL after 15 s), then removes its data folder. */
async function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }
  await rm(instance.dataDir, { recursive: true, force: true });
}

/**
 * A request as the reverse proxy passes it on (TRUST_PROXY=1): the browser's address in
 * X-Forwarded-For, https in X-Forwarded-Proto, and the browser's Origin on state changes.
 */
async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { cookie?: string; json?: object; body?: Buffer; type?: string; from?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    "x-forwarded-for": options.from ?? "203.0.113.7",
    "x-forwarded-proto": "https",
  };
  if (method !== "GET") headers.origin = PUBLIC_URL;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | Uint8Array | undefined;
  if (options.json) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.body) {
    headers["content-type"] = options.type as string;
    body = new Uint8Array(options.body);
  }
  return fetch(`${instance.url}${url}`, { method, headers, body });
}

async function logIn(instance: Instance, email: string): Promise<string> {
  const res = await call(instance, "POST", "/api/customer_login", {
    json: { email, password: PASSWORD },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] as string)
    .find((c) => c.split("=")[0]?.endsWith("session_token"));
  if (!cookie) throw new Error(`logging in as ${email} set no session cookie`);
  return cookie;
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

describe("two app instances sharing PostgreSQL, Redis and S3 storage", () => {
  // TEST_DATABASE_URL's server in CI, else the run's embedded server (global-setup.ts).
  const serverUrl = inject("testServerUrl");
  // Named like the run's template, so the run's teardown drops it even after a crash.
  const databaseName = `${inject("postgresTemplateDb").replace(/_tpl$/, "")}_scale_${run}`;
  const redisPrefix = `fc-test-scale-${run}:`;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: Database;
  let a: Instance;
  let b: Instance;
  const instances: Instance[] = [];
  let customerId: string;
  let eventTypeId: string;

  beforeAll(async () => {
    // A new, empty database: the two instances migrate it at the same moment, as at a deploy.
    await adminQuery(serverUrl, `create database "${databaseName}"`);
    smtp = await startSmtpServer();
    s3 = await startS3();
    const env = {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
      LOGIN_LIMIT_PER_ACCOUNT: String(LOGIN_LIMIT),
      DATABASE_URL: withDatabase(serverUrl, databaseName),
      DATABASE_POOL_MAX: "5",
      AUTH_SECRET: randomBytes(32).toString("base64"),
      PUBLIC_URL,
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      ...s3.env,
    };
    const started = await Promise.allSettled([startInstance("a", env), startInstance("b", env)]);
    for (const result of started) if (result.status === "fulfilled") instances.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    [a, b] = instances as [Instance, Instance];

    database = await openDatabase({
      driver: "postgres",
      url: withDatabase(serverUrl, databaseName),
      poolMax: 2,
    });
    const db = database.db;
    await createLogin(db, { email: STAFF, name: "Staff", password: PASSWORD, role: "admin" });
    const customer = await createCustomer(db, {
      code: "FC-5101",
      name: "Harbour Café",
      serviceType: "Kiosk Collection",
      businessType: "Café & Restaurant",
      benefitRatePerKg: "300.00",
    });
    customerId = customer.id;
    await createLogin(db, {
      email: OWNER,
      name: "Owner",
      password: PASSWORD,
      role: "customer",
      customerId,
    });
    await createLogin(db, {
      email: TARGET,
      name: "Manager",
      password: PASSWORD,
      role: "customer",
      customerId,
    });
    const kiosk = await addKiosk(db, { customerId, label: "Lobby", installedOn: "2025-01-01" });
    await recordCollections(db, kiosk, "300.00", [
      { kioskId: kiosk.id, collectedOn: "2025-03-10", buttsKg: "1.250", buttsCount: 4500 },
      { kioskId: kiosk.id, collectedOn: "2025-04-10", buttsKg: "0.750", buttsCount: 2700 },
    ]);
    eventTypeId = (await createEventType(db, "Awareness drive")).id;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await database?.close();
    await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`);
    await s3?.close();
    await smtp?.close();
    // Only this run's keys: the Redis server is shared (never FLUSHALL).
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  it("a session made on one instance works on the other, with the same figures", async () => {
    const cookie = await logIn(a, OWNER);
    const onA = await call(a, "GET", "/api/get_customer_specific_stats", { cookie });
    const onB = await call(b, "GET", "/api/get_customer_specific_stats", { cookie });
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    const figures = (await onB.json()) as {
      cigaretteButtCollectionStats: { tillDate: unknown };
    };
    expect(figures.cigaretteButtCollectionStats.tillDate).toMatchObject({
      buttsNumber: 7200,
      buttsKgs: 2,
    });
    expect(figures).toEqual(await onA.json());
    // Logging out on B ends the session on A too (it is in the shared database).
    expect((await call(b, "GET", "/api/customer_logout", { cookie })).status).toBe(200);
    expect((await call(a, "GET", "/api/get_customer_specific_stats", { cookie })).status).toBe(401);
  });

  it("the failed-login limit holds across both under 30 simultaneous wrong passwords", async () => {
    const limit = LOGIN_LIMIT;
    const from = clientAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i % 2 ? a : b, "POST", "/api/customer_login", {
          json: { email: TARGET, password: "wrong-password" },
          from,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    const counts = statuses.reduce<Record<number, number>>((all, status) => {
      all[status] = (all[status] ?? 0) + 1;
      return all;
    }, {});
    expect(counts).toEqual({ 401: limit, 429: 30 - limit });
    // Both instances refused some: each saw the other's failures.
    expect(
      new Set(answers.filter((r) => r.status === 429).map((r) => r.url.split("/api")[0])),
    ).toEqual(new Set([a.url, b.url]));
    const refused = answers.find((r) => r.status === 429) as Response;
    const seconds = Number(refused.headers.get("retry-after"));
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      `Too many attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
    );
    // The account stays locked on both, even with the right password.
    for (const instance of [a, b]) {
      const res = await call(instance, "POST", "/api/customer_login", {
        json: { email: TARGET, password: PASSWORD },
        from,
      });
      expect(res.status).toBe(429);
    }
  });

  it("a file uploaded through one instance downloads whole from the other", async () => {
    const staff = await logIn(a, STAFF);
    // A PNG signature and 6 MiB of random bytes: more than one part of the store's multipart upload.
    const data = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(6 * 1024 * 1024),
    ]);
    const { body, contentType } = multipartBody([
      { name: "customerId", value: "FC-5101" },
      { name: "eventTypeId", value: eventTypeId },
      { name: "file", filename: "drive.png", data },
    ]);
    const uploaded = await call(a, "POST", "/api/admin/media", {
      cookie: staff,
      body,
      type: contentType,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);

    const owner = await logIn(b, OWNER);
    const list = await call(b, "GET", "/api/get_customer_videos", { cookie: owner });
    expect(list.status).toBe(200);
    const { data: items } = (await list.json()) as {
      data: { file_name: string; video_url: string }[];
    };
    expect(items.map((item) => item.file_name)).toEqual(["drive.png"]);
    const file = await call(b, "GET", items[0]?.video_url as string, { cookie: owner });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(data));
  });

  it("a pickup completed through both instances at once records one collection and sends one receipt", async () => {
    const staff = await logIn(b, STAFF);
    const today = todayIn("Asia/Kolkata", new Date());
    const labels = ["Entrance", "Terrace", "Car park", "Rooftop"];
    const pickupIds: string[] = [];
    for (const label of labels) {
      const kiosk = await addKiosk(database.db, { customerId, label, installedOn: "2025-01-01" });
      pickupIds.push(
        (await plannedPickupOn(database.db, { kioskId: kiosk.id, customerId }, today)).id,
      );
    }
    const mailsBefore = smtp.mails.length;
    // The collector's phone retries a stop through the load balancer: the same stop, with the
    // same idempotency key, reaches both instances at the same moment.
    const answers = await Promise.all(
      pickupIds.flatMap((id, i) =>
        [a, b].map((instance) =>
          call(instance, "POST", `/api/admin/pickups/${id}/complete`, {
            cookie: staff,
            json: { buttsKg: 0.5 + i / 10, collector: "Ravi", idempotencyKey: `scale-${run}-${i}` },
          }),
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(labels.length * 2).fill(200));
    const { rows } = await database.executeSql(
      "select count(*)::int as n from collections where customer_id = $1 and collected_on = $2",
      [customerId, today],
    );
    expect(rows).toEqual([{ n: labels.length }]);

    const receipts = () => smtp.mails.slice(mailsBefore).filter((mail) => mail.to.includes(OWNER));
    // About 15 s here for the four (notice job, then mail job, each polled every 2 s).
    const deadline = Date.now() + 45_000;
    while (receipts().length < labels.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Both instances' workers keep polling (every 2 s): still one receipt per pickup once no
    // notice or mail job is left to run in the shared queue (any duplicate would be sent by then).
    await untilNoticesSent(database.db, 45_000);
    const kiosksMailed = receipts()
      .map((mail) => /Collected [\d.]+ kg at ([A-Za-z ]+) on/.exec(mail.text)?.[1])
      .sort();
    expect(kiosksMailed).toEqual([...labels].sort());
  }, 90_000);
});
