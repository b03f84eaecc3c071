import { existsSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { authSecret, authSecretShadowsFile } from "./areas/accounts/index.ts";
import { mediaStorageKeys } from "./areas/media/media.service.ts";
import { sweepMediaStorage } from "./areas/media/media-sweep.ts";
import { createMediaStorage } from "./areas/media/storage/create-media-storage.ts";
import { pickupPhotoStorageKeys } from "./areas/pickups/pickups.service.ts";
import { listenForBackups } from "./backup/backup-socket.ts";
import { type AppConfig, ConfigError, loadConfig } from "./config/config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { databaseOptionsFrom } from "./db/database-options.ts";
import { EmbeddedPostgresError } from "./db/embedded-postgres.ts";
import { DEMO_LOGINS } from "./seed/demo-logins.ts";

/** The built web app, found from both `api/src` (tsx) and `api/dist` (bundle). */
const defaultWebBuildDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../web/build/client",
);

/** Before anything this process writes: files last written earlier are an earlier run's. */
const processStart = new Date(Date.now() - process.uptime() * 1000);

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    // `npm run dev` serves the web app from Vite, so a missing build is fine unless asked for.
    config = loadConfig(process.env, {
      webBuildDir: existsSync(defaultWebBuildDir) ? defaultWebBuildDir : undefined,
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let database: Database;
  try {
    database = await openDatabase(databaseOptionsFrom(config));
  } catch (err) {
    if (err instanceof EmbeddedPostgresError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Answers on the port while the migrations run (they wait for another instance's, under a lock)
  // and the demo data is seeded: /api/ready says 503 "starting", so a load balancer or
  // orchestrator waits instead of finding nothing listening.
  const starting = await answerWhileStarting(config, database);
  await database.migrate();

  let seeded = false;
  // The seed (and pdf-lib, which draws its demo PDF) is loaded only when it runs.
  const { isDatabaseEmpty, seedDemoData } = await import("./seed/seed.ts");
  if (config.env !== "production" && (await isDatabaseEmpty(database.db))) {
    const storage = await createMediaStorage(config);
    await seedDemoData(database.db, { storage });
    await storage.close();
    seeded = true;
  }

  await sweepMedia(config, database);

  const app = await buildApp({ config, database });
  if (authSecretShadowsFile(config))
    app.log.warn(
      "AUTH_SECRET is set and differs from DATA_DIR/auth-secret (a restored backup's): AUTH_SECRET signs, so sessions and unsubscribe links signed by the file's secret are refused",
    );
  let backups: { close(): Promise<void> } | undefined;
  // Installed before listening: a signal that arrives as soon as the server answers (a service
  // manager, a test) must reach the shutdown, not end the process with the database running.
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await backups?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal (`npm run dev` signals the whole process group, and tsx
  // watch passes the signal on too) would otherwise end the process at once, mid-shutdown,
  // leaving the embedded PostgreSQL server running. The shutdown runs once; the timer bounds it.
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await starting.close();
  await app.listen({ host: config.host, port: starting.port });
  // `npm run backup` asks this process, which started the embedded database and holds media
  // deletes while a backup copies the files (decisions 0052, 0079).
  backups =
    database.driver === "embedded" && database.url
      ? await listenForBackups({
          dataDir: config.dataDir,
          databaseUrl: database.url,
          mediaStorage: config.media.s3 ? "s3" : "disk",
          authSecret: authSecret(config),
        }).catch((err: Error) => {
          // Serving matters more than on-line backups (a data folder path too long for a socket).
          app.log.warn(
            { err },
            "backups while running are unavailable; stop the server to back up",
          );
          return undefined;
        })
      : undefined;

  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host}:${port}`;
  const lines = [
    "",
    `  Filtercycle is running at ${url}`,
    `  Database: ${database.embedded ? `embedded PostgreSQL 18 server in ${database.embedded.clusterDir}${database.embedded.initialisedMs === undefined ? "" : ` (created in ${(database.embedded.initialisedMs / 1000).toFixed(1)} s)`}` : "PostgreSQL server (DATABASE_URL)"}`,
  ];
  if (database.embedded?.runAs) {
    lines.push(
      `  Running as root: PostgreSQL refuses root, so its server runs as the unprivileged user "${database.embedded.runAs}", which owns that folder.`,
    );
  }
  if (database.embedded?.keptIn) {
    lines.push(
      `  ${database.embedded.keptIn.closedFolder} is closed to "${database.embedded.runAs}", so PostgreSQL's binaries and this database are kept in ${database.embedded.keptIn.home} (${path.join(config.dataDir, "postgres")} links to the database there).`,
    );
  }
  if (config.env !== "production") {
    lines.push(
      seeded
        ? "  Demo data was seeded. Demo logins:"
        : "  Demo logins (if the demo data is present):",
      ...DEMO_LOGINS.map((l) => `    ${l.label.padEnd(9)} ${l.email} / ${l.password}`),
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

/**
 * A plain HTTP server on the app's address until the app itself listens: `/api/ready` answers 503
 * `{"status":"starting"}`, `/api/health` and anything else 503 with Retry-After (a container's
 * health check gives it a start period). With PORT=0 the app then listens on the port this one
 * was given.
 */
async function answerWhileStarting(
  config: AppConfig,
  database: Database,
): Promise<{ port: number; close(): Promise<void> }> {
  const json = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { "content-type": "application/json", "retry-after": "5" });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = (req.url ?? "").split("?")[0];
    if (url === "/api/ready") return json(res, 503, { status: "starting", database: "up" });
    // Not yet alive for a health check either: callers that wait for 200 (tests, scripts, a
    // proxy) would otherwise send requests, or a signal, before the app and its shutdown exist.
    if (url === "/api/health") {
      return json(res, 503, {
        status: "unavailable",
        database: "up",
        driver: database.driver,
        uptimeSeconds: Math.round(process.uptime()),
      });
    }
    res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
    res.end("Filtercycle is starting (database migrations); try again in a few seconds.\n");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host: config.host, port: config.port }, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// On S3, other running instances may have just finished an upload and be inserting its record.
const S3_SWEEP_GRACE_MS = 60_000;

/** Removes what an instance killed mid-upload left in the media storage (media-sweep.ts). */
async function sweepMedia(config: AppConfig, database: Database): Promise<void> {
  const before = config.media.s3 ? new Date(Date.now() - S3_SWEEP_GRACE_MS) : processStart;
  const storage = await createMediaStorage(config);
  try {
    const swept = await sweepMediaStorage(
      storage,
      async () => [
        ...(await mediaStorageKeys(database.db)),
        ...(await pickupPhotoStorageKeys(database.db)),
      ],
      before,
    );
    if (swept.partial + swept.orphans > 0) {
      console.log(
        `Media storage: removed ${swept.partial} unfinished upload(s) and ${swept.orphans} file(s) without a record, left by an earlier stop.`,
      );
    }
    if (swept.missing.length > 0) {
      console.warn(
        `Media storage: ${swept.missing.length} record(s) point at a file that is missing, e.g. ${swept.missing.slice(0, 3).join(", ")}.`,
      );
    }
  } finally {
    await storage.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
