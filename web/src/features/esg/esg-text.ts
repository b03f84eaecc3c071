import { ESG_FRAMEWORK_NAMES, ESG_REFERENCES } from "@filtercycle/contract/esg/esg";

/**
 * The ESG tab's and the ESG pack PDF's words (issue 15; not in SPEC.md). The standards' names,
 * the BRSR categories, their guidance and the Scope 3 cut-off note come from the contract
 * (esg.ts), shared with the API's CSV.
 */
export const ESG_TAB = { id: "esg", label: "ESG" } as const;

export const ESG_TEXT = {
  heading: "ESG pack",
  intro:
    "Figures for your sustainability report, for one Indian financial year (April to March): all the cigarette butts collected at your kiosks went to Filtercycle's plant for recycling.",
  yearLabel: "Financial year",
  yearOption: (year: string) => `FY ${year}`,
  loading: "Loading the ESG figures…",
  loadFailed: "The ESG figures could not be loaded.",
  retry: "Try again",
  pdf: "Download ESG pack (PDF)",
  pdfBusy: "Preparing the PDF…",
  pdfFailed: "The ESG pack could not be made. Please try again.",
  csv: "Download CSV",
  period: (start: string, end: string) => `${start} to ${end}`,
  gri: {
    heading: ESG_FRAMEWORK_NAMES.gri,
    caption: `${ESG_REFERENCES.gri}: waste diverted from disposal, by recovery operation (metric tonnes)`,
    operation: "Recovery operation",
    onsite: "Onsite",
    offsite: "Offsite",
    total: "Total",
    rows: {
      preparationForReuse: "Preparation for reuse",
      recycling: "Recycling",
      otherRecovery: "Other recovery operations",
      total: "Total",
    },
  },
  brsr: {
    heading: ESG_FRAMEWORK_NAMES.brsr,
    caption: `${ESG_REFERENCES.brsr}: waste recovered (metric tonnes)`,
    category: "Category",
    notChosen: "Not chosen yet",
    recycled: "Recycled",
    reused: "Re-used",
    otherRecovery: "Other recovery operations",
    chooseLegend: "BRSR category for cigarette butts",
    save: "Save",
    saving: "Saving…",
    saved: "Saved.",
    saveFailed: "The category could not be saved.",
    viewerNote: "Only an owner can change this.",
  },
  scope3: {
    heading: ESG_FRAMEWORK_NAMES.scope3,
    caption: `${ESG_REFERENCES.scope3}: activity data`,
    activity: "Waste sent for recycling",
    co2e: "CO2e",
    noCo2e: "Not given: no sourced factor",
  },
  derived: {
    heading: "Derived figures",
    caption: "Derived figures, each day with the method in force",
    butts: "Cigarette butts collected",
    kg: "Collected (kg)",
    toxic: "Toxic waste recycled (kg)",
    microplastic: "Microplastic recycled (kg)",
    water: "Water resources protected (litres)",
  },
  months: {
    heading: "By month",
    caption: "Collected in each month of the year",
    month: "Month",
    kg: "kg",
    butts: "Butts",
  },
  methods: {
    heading: "Method versions",
    caption: "Methods in force during the year",
    method: "Method",
    dates: "In force",
    factors: "Factors and sources",
  },
  figure: "Figure",
  value: "Value",
  unit: "Unit",
  reference: "Reference",
} as const;

/** The console's line on a customer's page. */
export const ESG_CONSOLE_TEXT = {
  heading: "ESG pack",
  yearLabel: "Financial year",
  summary: (tonnes: string, kg: string) => `${tonnes} t recycled (${kg} kg)`,
  loading: "Loading…",
  failed: "The ESG figures could not be loaded.",
  csv: "Download CSV",
  open: "Open in the customer's dashboard",
} as const;

export const ESG_PDF_TEXT = {
  band: "ESG pack",
  title: (year: string) => `ESG pack, financial year ${year}`,
  fileName: (code: string, year: string) => `esg-pack-${code}-FY${year}.pdf`,
} as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-04" → "Apr 2025" (the pack's months, on screen and in the PDF). */
export function esgMonthName(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
