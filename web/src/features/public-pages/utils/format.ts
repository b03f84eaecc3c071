import { formatDayLong, formatNumber as formatFigure } from "#web/lib/format";

/** Indian digit grouping (PRODUCT.md): 125000 → "1,25,000"; `decimals` at most. */
export function formatNumber(value: number, decimals = 0): string {
  return formatFigure(value, decimals);
}

/** "2026-11-05" → "5 November 2026", read the same everywhere (no time-zone shift). */
export function formatDate(isoDate: string): string {
  return formatDayLong(isoDate);
}
