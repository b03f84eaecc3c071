/**
 * `npm run bench:media`: uploads a 1 GB file to the media API, downloads it, and streams byte
 * ranges from it, against a plain file copy on the same disk in the same run. The server runs as
 * its own process so its memory can be read: idle, and peak (VmHWM) after the run.
 *
 * BENCH_MEDIA_MB sets the file size (default 1024). BENCH_DATABASE_URL runs the server on a
 * PostgreSQL server instead of PGlite (PGlite's own memory is then out of the figures).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sizeMb = Number(process.env.BENCH_MEDIA_MB ?? 1024);
const MB = 1024 * 1024;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** A fresh database on the server of BENCH_DATABASE_URL, dropped afterwards. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `fc_bench_media_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

const memoryOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
};

async function timed<T>(fn: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, result };
}

async function makeFile(file: string): Promise<void> {
  // An MP4-like start so the content check accepts it; the rest is incompressible bytes.
  const block = Buffer.alloc(MB);
  for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]).copy(block);
  const out = createWriteStream(file);
  for (let i = 0; i < sizeMb; i++) {
    if (!out.write(block)) await new Promise<void>((r) => out.once("drain", () => r()));
    if (i === 0) block.fill(7, 0, 12);
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
}

function request(
  port: number,
  options: http.RequestOptions,
  body?: (req: http.ClientRequest) => Promise<void>,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, ...options }, resolve);
    req.on("error", reject);
    if (body) body(req).catch(reject);
    else req.end();
  });
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), "fc-bench-media-"));
  const dataDir = path.join(work, "data");
  const source = path.join(work, "source.mp4");
  const port = await freePort();
  let server: ChildProcess | undefined;
  const database = await benchDatabase();
  try {
    console.log(`Making a ${sizeMb} MB file in ${work} …`);
    await makeFile(source);
    const bytes = (await stat(source)).size;

    // Baseline: a plain streamed copy on the same disk.
    const copy = await timed(() =>
      pipeline(createReadStream(source), createWriteStream(path.join(work, "copy.bin"))),
    );
    await rm(path.join(work, "copy.bin"));

    server = spawn(process.execPath, [path.join(root, "api/dist/server.js")], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? "",
        LOG_LEVEL: "warn",
        MEDIA_MAX_BYTES: String(bytes + MB),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const pid = server.pid as number;
    for (let i = 0; ; i++) {
      try {
        const res = await request(port, { path: "/api/health" });
        res.resume();
        if (res.statusCode === 200) break;
      } catch {
        if (i > 600) throw new Error("the server did not start");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const idle = await memoryOf(pid);

    const login = await fetch(`http://127.0.0.1:${port}/api/customer_login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: "Admin@12345" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const types = (await (
      await fetch(`http://127.0.0.1:${port}/api/admin/event-types`, { headers: { cookie } })
    ).json()) as {
      data: { id: string }[];
    };
    const eventTypeId = types.data[0]?.id as string;

    // Upload: a browser-like multipart body, streamed from disk.
    const boundary = "----filtercyclebench";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="customerId"\r\n\r\nFC-1001\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="eventTypeId"\r\n\r\n${eventTypeId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = await timed(async () => {
      const res = await request(
        port,
        {
          method: "POST",
          path: "/api/admin/media",
          headers: {
            cookie,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": head.length + bytes + tail.length,
          },
        },
        async (req) => {
          req.write(head);
          await pipeline(createReadStream(source), req, { end: false });
          req.end(tail);
        },
      );
      const text = await new Promise<string>((resolve) => {
        let body = "";
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve(body));
      });
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${text}`);
      return JSON.parse(text) as { id: string; url: string };
    });
    const media = upload.result;

    const download = await timed(async () => {
      const res = await request(port, { path: media.url, headers: { cookie } });
      await pipeline(res, createWriteStream(path.join(work, "download.bin")));
    });
    await rm(path.join(work, "download.bin"));

    // Seeking: 1 MB ranges at pseudo-random offsets, one after another.
    const rangeCount = 200;
    const ranges = await timed(async () => {
      for (let i = 0; i < rangeCount; i++) {
        const start = ((i * 7919) % (sizeMb - 1)) * MB;
        const res = await request(port, {
          path: media.url,
          headers: { cookie, range: `bytes=${start}-${start + MB - 1}` },
        });
        if (res.statusCode !== 206) throw new Error(`range answered ${res.statusCode}`);
        for await (const _ of res) {
          // drain
        }
      }
    });
    const after = await memoryOf(pid);

    const mbps = (seconds: number, mb = sizeMb) => mb / seconds;
    const rows = [
      ["plain file copy (baseline)", mbps(copy.seconds), 1],
      [
        "upload (multipart, streamed to storage)",
        mbps(upload.seconds),
        mbps(upload.seconds) / mbps(copy.seconds),
      ],
      [
        "download (GET /api/media/{id}/file)",
        mbps(download.seconds),
        mbps(download.seconds) / mbps(copy.seconds),
      ],
      [
        `${rangeCount} × 1 MB byte ranges`,
        mbps(ranges.seconds, rangeCount),
        mbps(ranges.seconds, rangeCount) / mbps(copy.seconds),
      ],
    ] as const;
    console.log(
      `\nMedia benchmark: ${sizeMb} MB file, ${process.env.BENCH_DATABASE_URL ? "PostgreSQL server" : "PGlite"}, disk storage\n`,
    );
    console.log("| transfer | MB/s | × plain copy |");
    console.log("|---|---:|---:|");
    for (const [name, speed, ratio] of rows)
      console.log(`| ${name} | ${speed.toFixed(0)} | ${ratio.toFixed(2)} |`);
    console.log(
      `\nServer memory: idle RSS ${idle.rssMb.toFixed(0)} MB; peak RSS over the whole run (VmHWM) ${after.peakMb.toFixed(0)} MB; RSS after ${after.rssMb.toFixed(0)} MB`,
    );
    console.log(
      `Targets: peak < 150 MB → ${after.peakMb < 150 ? "met" : "NOT met"}; download ≥ 0.5 × copy → ${rows[2][2] >= 0.5 ? "met" : "NOT met"}`,
    );
    await writeFile(path.join(work, "done"), "");
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await rm(work, { recursive: true, force: true });
    await database?.drop();
  }
}

await main();
