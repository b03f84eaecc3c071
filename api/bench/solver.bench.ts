/**
 * The route solver's figures (docs/decisions/0105): its gap to the exact optimum on 200 random
 * instances of 5–9 stops, and the time it takes for a day of 200 stops × 4 collectors with
 * windows and 2,000 stops × 40 collectors, beside insertion alone (the baseline: the same
 * construction without local search) in the same run. Times are wall and this process's CPU
 * (the machine is shared: the load average is printed). `npm run bench:solver`.
 */
import { loadavg } from "node:os";
import { solveExactly } from "#api/areas/plans/solver/brute-force.ts";
import type { VroomProblem, VroomSolution } from "#api/areas/plans/solver/index.ts";
import { solveLocally } from "#api/areas/plans/solver/index.ts";
import { dayInstance, smallInstance } from "./solver-instances.ts";

const small = Number(process.env.BENCH_INSTANCES ?? 200);

function timed(run: () => VroomSolution) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const solution = run();
  const used = process.cpuUsage(cpu);
  return { solution, wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))] as number;

const gaps: number[] = [];
const baseGaps: number[] = [];
let solverCpu = 0;
for (let i = 0; i < small; i++) {
  const n = 5 + (i % 5);
  const problem = smallInstance(1000 + i, n);
  const exact = solveExactly(problem).summary.distance;
  const ours = timed(() => solveLocally(problem));
  solverCpu += ours.cpuMs;
  gaps.push((ours.solution.summary.distance / exact - 1) * 100);
  baseGaps.push(
    (solveLocally(problem, { improve: false, restarts: 1 }).summary.distance / exact - 1) * 100,
  );
}
gaps.sort((a, b) => a - b);
baseGaps.sort((a, b) => a - b);

const rows: string[][] = [
  ["case", "figure", "solver", "insertion only", "goal"],
  [
    `${small} instances of 5–9 stops`,
    "gap to brute force, median",
    `${percentile(gaps, 0.5).toFixed(2)}%`,
    `${percentile(baseGaps, 0.5).toFixed(2)}%`,
    "≤ 1%",
  ],
  [
    "",
    "gap to brute force, worst",
    `${(gaps.at(-1) as number).toFixed(2)}%`,
    `${(baseGaps.at(-1) as number).toFixed(2)}%`,
    "≤ 5%",
  ],
  ["", "CPU per instance", `${(solverCpu / small).toFixed(1)} ms`, "", ""],
];

function day(label: string, problem: VroomProblem, goalMs: number) {
  const ours = timed(() => solveLocally(problem));
  const base = timed(() => solveLocally(problem, { improve: false, restarts: 1 }));
  const km = (s: VroomSolution) => `${(s.summary.distance / 1000).toFixed(1)} km`;
  rows.push(
    [
      label,
      "time (wall / CPU)",
      `${ours.wallMs.toFixed(0)} / ${ours.cpuMs.toFixed(0)} ms`,
      `${base.wallMs.toFixed(0)} / ${base.cpuMs.toFixed(0)} ms`,
      `< ${goalMs / 1000} s`,
    ],
    ["", "route length", km(ours.solution), km(base.solution), ""],
    [
      "",
      "ratio to insertion only",
      `${(ours.solution.summary.distance / base.solution.summary.distance).toFixed(3)}`,
      "1.000",
      "",
    ],
    [
      "",
      "stops left off",
      `${ours.solution.summary.unassigned}`,
      `${base.solution.summary.unassigned}`,
      "",
    ],
  );
}
day("200 stops × 4 collectors, windows", dayInstance(7, 200, 4), 1000);
day("2,000 stops × 40 collectors, windows", dayInstance(8, 2000, 40), 10_000);

const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length))) ?? [];
const line = (r: string[]) =>
  `| ${r.map((cell, c) => cell.padEnd(widths[c] as number)).join(" | ")} |`;
console.log(line(rows[0] as string[]));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const r of rows.slice(1)) console.log(line(r));
console.log(
  `load average while measured: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(", ")} (2 cores)`,
);
