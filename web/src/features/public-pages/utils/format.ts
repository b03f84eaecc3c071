const formats = new Map<number, Intl.NumberFormat>();

/** Indian digit grouping (PRODUCT.md): 125000 → "1,25,000"; `decimals` at most. */
export function formatNumber(value: number, decimals = 0): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-IN", { maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(value);
}

/** "2026-11-05" → "5 November 2026", read the same everywhere (no time-zone shift). */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
