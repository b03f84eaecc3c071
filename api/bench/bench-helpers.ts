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
