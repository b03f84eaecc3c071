import { sep } from "#web/lib/format";

/** "2026-06-01" → "Jun": a trend point's month (the first day of it, a business day). */
const shortMonth = new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" });

export function formatMonth(isoDate: string): string {
  return sep(shortMonth.format(new Date(`${isoDate}T00:00:00Z`)));
}

/** A share 0–1 as a whole percentage, one decimal below 1%: 0.625 → "63", 0.004 → "0.4". */
export function formatShare(share: number): string {
  const percent = share * 100;
  if (percent > 0 && percent < 1) return percent.toFixed(1);
  return String(Math.round(percent));
}
