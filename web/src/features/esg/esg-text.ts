/**
 * The ESG tab's id and the console's English words (issue 15; not in SPEC.md). The tab and the
 * ESG pack PDF speak the reader's language: their words are the catalogue's `esg` area (and the
 * PDF's own, `reports`), issue 29.
 */
export const ESG_TAB = { id: "esg", label: "ESG" } as const;

/** The console's line on a customer's page (the console stays English: decision 0096). */
export const ESG_CONSOLE_TEXT = {
  heading: "ESG pack",
  yearLabel: "Financial year",
  yearOption: (year: string) => `FY ${year}`,
  summary: (tonnes: string, kg: string) => `${tonnes} t recycled (${kg} kg)`,
  loading: "Loading…",
  failed: "The ESG figures could not be loaded.",
  csv: "Download CSV",
  open: "Open in the customer's dashboard",
} as const;

/** The PDF's file name: the same in every language (a code and a year, no words). */
export const ESG_PDF_TEXT = {
  fileName: (code: string, year: string) => `esg-pack-${code}-FY${year}.pdf`,
} as const;
