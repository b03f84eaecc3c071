/**
 * What every benchmark script needs: PostgreSQL administration (the tests' own helpers, so a
 * bench database is created and dropped the same way as a test database) and percentiles.
 */
export { adminQuery, withDatabase } from "../test/global-setup.ts";

/** The p-th percentile (nearest rank) of ascending `sorted`; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1] as number;
}

/**
 * The answers of several load runs as one list in time order. A loop, not `push(...list)`: a
 * spread passes every element as an argument, and a run's hundreds of thousands of answers
 * overflow the call stack ("Maximum call stack size exceeded", issue 26).
 */
export function mergeByTime<T extends { at: number }>(lists: readonly (readonly T[])[]): T[] {
  const merged: T[] = [];
  for (const list of lists) for (const item of list) merged.push(item);
  return merged.sort((a, b) => a.at - b.at);
}

/** Prints a table: the first column left-aligned, the others right-aligned, two spaces apart. */
export function printColumns(
  header: string[],
  rows: string[][],
  log: (line: string) => void = (line) => console.log(line),
): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join("  ");
  log(format(header));
  log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) log(format(row));
}
