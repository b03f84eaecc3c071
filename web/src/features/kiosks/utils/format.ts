/** A share 0–1 as a whole percentage, one decimal below 1%: 0.625 → "63", 0.004 → "0.4". */
export function formatShare(share: number): string {
  const percent = share * 100;
  if (percent > 0 && percent < 1) return percent.toFixed(1);
  return String(Math.round(percent));
}
