import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The memory the whole product holds: the app process that owns DATA_DIR's embedded PostgreSQL
 * (DATA_DIR/postgres.owner), the server (postmaster.pid) and every process either started, read
 * from /proc (Linux). PSS counts a page shared by n processes as 1/n in each, so the sum is what
 * they hold together; the RSS sum counts PostgreSQL's shared buffers once per process that
 * touched them, and is printed for comparison.
 *
 * `npx tsx api/bench/product-memory.ts DATA_DIR [app pid]` prints it (after the e2e suite, the
 * Playwright teardown does; bench:api prints it after its load).
 */
export type ProductMemory = {
  processes: { pid: number; name: string; pssKb: number; rssKb: number }[];
  pssMb: number;
  rssMb: number;
};

function field(text: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text);
  return match ? Number(match[1]) : 0;
}

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The name may hold spaces and brackets: the parent pid follows the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = byParent.get(ppid) ?? [];
      list.push(Number(entry));
      byParent.set(ppid, list);
    } catch {
      // Ended meanwhile.
    }
  }
  return byParent;
}

export function productMemory(rootPids: number[]): ProductMemory {
  const byParent = children();
  const pids = new Set<number>();
  const visit = (pid: number) => {
    if (pids.has(pid)) return;
    pids.add(pid);
    for (const child of byParent.get(pid) ?? []) visit(child);
  };
  for (const pid of rootPids) visit(pid);
  const processes: ProductMemory["processes"] = [];
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      const name = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
      // tsx's esbuild service, a child of a process run from sources (the bench server): tooling,
      // not the product, which runs dist/server.js.
      if (/esbuild\S* --service/.test(name)) continue;
      processes.push({ pid, name, pssKb: field(rollup, "Pss"), rssKb: field(rollup, "Rss") });
    } catch {
      // Ended meanwhile.
    }
  }
  const sum = (key: "pssKb" | "rssKb") => processes.reduce((n, p) => n + p[key], 0) / 1024;
  return { processes, pssMb: sum("pssKb"), rssMb: sum("rssKb") };
}

/** The app's pid (owner file) and the postmaster's, from DATA_DIR. */
export function productPids(dataDir: string): number[] {
  const read = (file: string) =>
    Number(
      (() => {
        try {
          return readFileSync(file, "utf8").split("\n")[0];
        } catch {
          return "";
        }
      })(),
    );
  return [
    read(path.join(dataDir, "postgres.owner")),
    read(path.join(dataDir, "postgres", "postmaster.pid")),
  ].filter((pid) => pid > 0);
}

export function formatProductMemory(memory: ProductMemory): string {
  const names = new Map<string, { n: number; pss: number }>();
  for (const p of memory.processes) {
    const kind = p.name.includes("postgres") ? "PostgreSQL processes" : "app (Node)";
    const entry = names.get(kind) ?? { n: 0, pss: 0 };
    entry.n++;
    entry.pss += p.pssKb / 1024;
    names.set(kind, entry);
  }
  const parts = [...names].map(([kind, { n, pss }]) => `${kind} ×${n}: ${pss.toFixed(0)} MB`);
  return `whole product: ${memory.pssMb.toFixed(0)} MB (PSS; ${parts.join(", ")}; RSS summed over processes ${memory.rssMb.toFixed(0)} MB), target < 250 MB: ${memory.pssMb < 250 ? "met" : "MISSED"}`;
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith("product-memory.ts")) {
  const [dataDir, appPid] = process.argv.slice(2);
  if (!dataDir) {
    console.error("Usage: npx tsx api/bench/product-memory.ts DATA_DIR [app pid]");
    process.exit(2);
  }
  const pids = productPids(dataDir);
  if (appPid) pids.push(Number(appPid));
  if (pids.length === 0) {
    console.error(`No running product found for ${dataDir}.`);
    process.exit(1);
  }
  console.log(formatProductMemory(productMemory(pids)));
}
