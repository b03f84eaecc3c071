import path from "node:path";
import { BRAND } from "@filtercycle/contract/brand";
import { z } from "zod";
import type { S3Settings } from "../areas/media/storage/s3-storage.ts";
import type { RequestTimeouts } from "../http/request-timeouts.ts";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

/**
 * The one place the API reads the environment. Every setting is listed, with its default,
 * in `.env.example`. A bad value stops the start with a message naming each bad variable.
 */
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(["json", "pretty"]).optional()),
  TRUST_PROXY: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  WEB_BUILD_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)")
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('"Filtercycle" <no-reply@filtercycle.example>'),
  STAFF_EMAIL: z.email("must be an e-mail address").default(BRAND.email),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().min(1).default("filtercycle:"),
  MEDIA_STORAGE: z.enum(["disk", "s3"]).default("disk"),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(500 * 1024 * 1024),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  UPLOAD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60 * 60 * 1000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, "must be at least 16 characters (e.g. `openssl rand -hex 24`)").optional(),
  ),
  // The day's plan and its routes (docs/decisions/0105).
  ROUTING_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  ROUTE_ROAD_FACTOR: z.coerce.number().min(1).max(5).default(1.4),
  ROUTE_SPEED_KMH: z.coerce.number().min(1).max(120).default(18),
  DEPOT_LATITUDE: z.coerce.number().min(-90).max(90).default(23.0225),
  DEPOT_LONGITUDE: z.coerce.number().min(-180).max(180).default(72.5714),
  COLLECTOR_SHIFT: z
    .string()
    .regex(
      /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/,
      "must be HH:MM-HH:MM, e.g. 09:00-17:00",
    )
    .default("09:00-17:00"),
  COLLECTOR_VEHICLE_KG: z.coerce.number().min(1).max(10_000).default(60),
  PLAN_STOP_MINUTES: z.coerce.number().min(0).max(120).default(5),
  PLAN_WHILE_THERE_PERCENT: z.coerce.number().min(0).max(100).default(40),
  PLAN_WHILE_THERE_METRES: z.coerce.number().min(0).max(50_000).default(500),
});

/** Every environment variable the app reads (docs/deploy.md and compose.yaml are checked against it). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export type AppConfig = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** `pretty` (development only): readable lines; defaults to it when stdout is a terminal. */
  logFormat: "json" | "pretty";
  /** How many proxies, or which addresses, may name the client in X-Forwarded-For. */
  trustProxy: TrustProxy;
  shutdownTimeoutMs: number;
  /** Folder of the built web app (`web/build/client`); undefined serves no web app. */
  webBuildDir: string | undefined;
  /** Signs session cookies. Required in production; elsewhere kept in DATA_DIR when unset. */
  authSecret: string | undefined;
  /** SMTP server for e-mail; required in production, elsewhere unset writes DATA_DIR/outbox/*.eml. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact and partner forms are e-mailed (they are also in the admin inbox). */
  staffEmail: string;
  /** Shared rate-limit counters for several app instances; unset keeps them in memory. */
  redisUrl: string | undefined;
  /** Starts every key the app writes in Redis, so several sites (or tests) can share one server. */
  redisKeyPrefix: string;
  media: {
    storage: "disk" | "s3";
    maxBytes: number;
    s3: S3Settings | undefined;
  };
  /** Failed logins (and forgot-password requests) allowed per window. */
  loginLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  /** Password hashes (argon2) computed at once in this process; keep it below UV_THREADPOOL_SIZE. */
  passwordHashConcurrency: number;
  /** argon2id's cost for new hashes: OWASP's baseline, except in tests (NODE_ENV=test). */
  passwordHashCost: "owasp" | "test";
  /** How long a client may take to send a request, an upload, headers; idle and keep-alive. */
  timeouts: RequestTimeouts;
  /** The bearer token of GET /metrics; undefined turns the metrics off. */
  metricsToken: string | undefined;
  /** The day's plan: the routing engine, travel model, depot, collectors' defaults, extra stops. */
  planning: PlanningSettings;
};

export type PlanningSettings = {
  /** A VROOM server instead of our own solver; unset uses ours. */
  routingUrl: string | undefined;
  roadFactor: number;
  speedKmh: number;
  depot: { latitude: number; longitude: number };
  /** A collector without their own shift works this one ("HH:MM"). */
  shift: { start: string; end: string };
  vehicleKg: number;
  stopMinutes: number;
  /** "While you're there": kiosks at least this full, this near a planned stop. */
  whileTherePercent: number;
  whileThereMetres: number;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { webBuildDir?: string } = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "(environment)"}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    problems.push("AUTH_SECRET: is required when NODE_ENV=production");
  }
  if (e.NODE_ENV === "production" && !e.SMTP_URL) {
    // The outbox stand-in would keep password-setting links in files on the server.
    problems.push(
      "SMTP_URL: is required when NODE_ENV=production (reset and invitation links are e-mailed)",
    );
  }
  if (e.NODE_ENV === "production" && e.LOG_FORMAT === "pretty") {
    problems.push(
      "LOG_FORMAT: production logs JSON (for the log collector); pretty is for development",
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (!trustProxy.ok) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);
  if (e.MEDIA_STORAGE === "s3") {
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!e[name]) problems.push(`${name}: is required when MEDIA_STORAGE=s3`);
    }
  }
  if (problems.length > 0 || !trustProxy.ok) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    logFormat:
      e.LOG_FORMAT ?? (e.NODE_ENV !== "production" && process.stdout.isTTY ? "pretty" : "json"),
    trustProxy: trustProxy.value,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webBuildDir: e.WEB_BUILD_DIR ? path.resolve(e.WEB_BUILD_DIR) : defaults.webBuildDir,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    media: {
      storage: e.MEDIA_STORAGE,
      maxBytes: e.MEDIA_MAX_BYTES,
      s3:
        e.MEDIA_STORAGE === "s3"
          ? {
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET as string,
              accessKeyId: e.S3_ACCESS_KEY_ID as string,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : undefined,
    },
    loginLimits: {
      perAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
      perAddress: e.LOGIN_LIMIT_PER_ADDRESS,
      windowSeconds: e.LOGIN_LIMIT_WINDOW_SECONDS,
    },
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    passwordHashCost: e.NODE_ENV === "test" ? "test" : "owasp",
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      uploadMs: Math.max(e.UPLOAD_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      headersMs: e.HEADERS_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    planning: {
      routingUrl: e.ROUTING_URL,
      roadFactor: e.ROUTE_ROAD_FACTOR,
      speedKmh: e.ROUTE_SPEED_KMH,
      depot: { latitude: e.DEPOT_LATITUDE, longitude: e.DEPOT_LONGITUDE },
      shift: {
        start: e.COLLECTOR_SHIFT.slice(0, 5),
        end: e.COLLECTOR_SHIFT.slice(6),
      },
      vehicleKg: e.COLLECTOR_VEHICLE_KG,
      stopMinutes: e.PLAN_STOP_MINUTES,
      whileTherePercent: e.PLAN_WHILE_THERE_PERCENT,
      whileThereMetres: e.PLAN_WHILE_THERE_METRES,
    },
  };
}
