/**
 * `npm run bench:hash-flood -w api`: how a flood of logins' password checks delays file reads,
 * which share libuv's thread pool with argon2 (media streaming reads files on that pool). For each
 * cap on concurrent hashing (PASSWORD_HASH_CONCURRENCY) it keeps BENCH_FLOOD (default 40) verifies
 * in flight for BENCH_SECONDS (default 5) while reading 256 KiB chunks of a file one after another,
 * and prints the verifies per second and the chunk reads' latency. A measurement, not a test:
 * the figures depend on the machine and what else runs on it.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, open, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  hashPassword,
  limitPasswordHashing,
  verifyPassword,
} from "../src/areas/accounts/password.ts";

const flood = Number(process.env.BENCH_FLOOD ?? 40);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CHUNK = 256 * 1024;
const FILE_BYTES = 64 * 1024 * 1024;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(cap: number, file: string, storedHash: string) {
  limitPasswordHashing(cap);
  const deadline = Date.now() + seconds * 1000;
  let verifies = 0;
  const flooder = async () => {
    while (Date.now() < deadline) {
      await verifyPassword(storedHash, "wrong-password");
      verifies++;
    }
  };
  const reads: number[] = [];
  const reader = async () => {
    const handle = await open(file, "r");
    const buffer = Buffer.alloc(CHUNK);
    try {
      for (let offset = 0; Date.now() < deadline; offset = (offset + CHUNK) % FILE_BYTES) {
        const start = process.hrtime.bigint();
        await handle.read(buffer, 0, CHUNK, offset);
        reads.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    } finally {
      await handle.close();
    }
  };
  await Promise.all([reader(), ...Array.from({ length: flood }, flooder)]);
  reads.sort((a, b) => a - b);
  return {
    cap: cap >= flood ? `${cap} (none)` : String(cap),
    "verifies/s": Math.round(verifies / seconds),
    reads: reads.length,
    "read p50 ms": percentile(reads, 50).toFixed(2),
    "read p95 ms": percentile(reads, 95).toFixed(2),
    "read max ms": (reads.at(-1) ?? 0).toFixed(2),
  };
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), "fc-bench-hash-"));
  try {
    const file = path.join(work, "media.bin");
    await writeFile(file, randomBytes(FILE_BYTES));
    const storedHash = await hashPassword("Correct-Horse-1");
    console.log(
      `UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}, ${flood} verifies in flight, ${seconds} s per row, ${os.cpus().length} cores`,
    );
    const rows = [];
    for (const cap of [flood, 4, 2, 1]) rows.push(await run(cap, file, storedHash));
    console.table(rows);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
