import { formatDayLong } from "#web/lib/format";

/** "2026-11-05" → "5 November 2026", read the same everywhere (no time-zone shift). */
export function formatDate(isoDate: string): string {
  return formatDayLong(isoDate);
}
