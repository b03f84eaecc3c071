/**
 * Every text of the customer dashboard. The ones SPEC.md §2, §5, §8 and §9 give are written
 * exactly as there; the others (retry, range captions, chart, certificate, report labels) are
 * the product's own (PRODUCT.md "Figures and their meaning", "Reports and the certificate").
 */
export const DASHBOARD_TEXT = {
  title: "Dashboard",
  heading: "Dashboard",
  greeting: (name: string) => `Hello ${name}`,
  serviceLine: (serviceType: string, businessType: string) =>
    `Service Type- ${serviceType} | Business Type- ${businessType}`,
  redeem: "Redeem",
  redeemNewTab: "(opens in a new tab)",
  /** To /account: e-mail choices and the password (issue 13). */
  account: "Account settings",
  loadingProfile: "Loading your details…",
  tabsLabel: "Dashboard sections",
  retry: "Try again",
  loadFailed: {
    profile: "Your details could not be loaded.",
    impact: "The green impact figures could not be loaded.",
    table: "These figures could not be loaded.",
    chart: "The monthly collections could not be loaded.",
  },
} as const;

export const TAB_IDS = { greenImpact: "green-impact", videos: "videos" } as const;
export type DashboardTabId = (typeof TAB_IDS)[keyof typeof TAB_IDS];

export const DASHBOARD_TABS = [
  { id: TAB_IDS.greenImpact, label: "Green Impact" },
  { id: TAB_IDS.videos, label: "Videos" },
] as const;

/** The eight till-date cards (SPEC.md §2), in the spec's order, with the field each one shows. */
export const IMPACT_CARDS = [
  { field: "kiosks_installed", label: "Kiosks Installed" },
  { field: "no_of_smokers", label: "No of Smokers" },
  { field: "cigarette_butts_collected_in_no", label: "Cigarette butts Collected in No." },
  { field: "cigarette_butts_collected_in_kg", label: "Cigarette butts Collected in Kg" },
  { field: "toxic_waste_recycled_in_kg", label: "Toxic waste recycled in kg" },
  { field: "microplastic_recycled_in_kg", label: "Microplastic recycled in kg" },
  { field: "water_resources_protected_in_litres", label: "Water resources protected in litres" },
  { field: "awareness_created_in_no_of_people", label: "Awareness created (no of people)" },
] as const;

export const IMPACT_TEXT = {
  heading: "Green Impact (Till Date)",
  /**
   * Under the heading (issue 25): the cards keep SPEC.md's till-date rule; only their change
   * lines follow the period bar, and this says which periods they compare.
   */
  caption: (chosen: string, previous: string) =>
    `Each figure is till date: every collection up to today. The line under it compares ${chosen} (the period chosen above) with ${previous}.`,
  /** The link after the method line (contract method-line.ts) to the public method section. */
  methodLink: "How we measure impact",
} as const;

/**
 * A card's change over the chosen period (issue 14): the period's figure against the previous
 * period's. The sign and the words carry it, not only the colour.
 */
export const CHANGE_TEXT = {
  up: (percent: number, previous: string) => `+${percent}% vs ${previous}`,
  down: (percent: number, previous: string) => `−${percent}% vs ${previous}`,
  same: (previous: string) => `No change vs ${previous}`,
  /** The previous period had none: a rise from nothing is not a percentage. */
  fresh: "New this period",
  /** Neither period had any. */
  none: (previous: string) => `None this period or ${previous}`,
  upWord: "Up",
  downWord: "Down",
} as const;

/** The customer number in the header: the code staff and the partner quote (e.g. "FC-1001"). */
export const CUSTOMER_ID_TEXT = {
  label: "Customer ID:",
} as const;

/** The two tables (SPEC.md §2): same columns, their own rows. */
export const TABLE_TEXT = {
  columns: ["", "Current Month", "Last Month", "Till date"],
  cigarette: {
    heading: "CIGARETTE BUTT COLLECTION",
    rows: { number: "Butts in Number", kgs: "Butts in Kgs" },
    reportButton: "Download Cigarette Report",
  },
  benefit: {
    heading: "YOUR BENEFIT VALUE",
    rows: { amount: "Benefit Amount", redeemed: "Benefit Amount Redeemed" },
    reportButton: "Download Report",
    apply: "Apply dates",
  },
  startPlaceholder: "Select Start Date",
  endPlaceholder: "Select End Date",
  startLabel: "Start date",
  endLabel: "End date",
  openCalendar: (label: string) => `Choose ${label.toLowerCase()} from a calendar`,
  /** A date field's accessible name: "Collection table start date". */
  dateFieldName: (table: string, label: string) => `${table} ${label.toLowerCase()}`,
  collectionTableName: "Collection table",
  benefitTableName: "Benefit table",
  closeCalendar: "Close calendar",
  dateHint: "YYYY-MM-DD or DD/MM/YYYY",
  invalidDate: "Enter a real date as YYYY-MM-DD or DD/MM/YYYY.",
  endClamped: "The end date cannot be before the start date, so it was set to the start date.",
  reset: "Reset",
  /** Under each table's heading (issue 25): the table keeps SPEC.md's own dates, and says so. */
  ownDates:
    "This table keeps its own dates, chosen below, not the period chosen above; so does its report.",
  showingDefault: "Showing this month, last month and all time",
  showingRange: (range: string) => `Showing ${range}`,
  // Under a column title, one compact line (no brackets: they cost the width of a digit each).
  columnPeriod: (range: string) => range,
  columnOutside: "outside the range",
  columnUpTo: (day: string) => `up to ${day}`,
} as const;

export const CHART_TEXT = {
  heading: "Butts collected per month",
  /** The chart follows the period bar (issue 25); a period of more than `max` months shows its
   * last `max` and says so. */
  intro: (range: string, capped: { max: number } | null) =>
    capped
      ? `The last ${capped.max} months of the period chosen above (${range}): the chart shows at most ${capped.max} months.`
      : `The period chosen above, ${range}, one bar per month.`,
  showNumber: "Number",
  showKgs: "Kg",
  measureLabel: "Show",
  tableToggleShow: "Show as a table",
  tableToggleHide: "Hide the table",
  caption: (range: string) => `Butts collected per month, ${range}`,
  monthColumn: "Month",
  numberColumn: "Butts in Number",
  kgsColumn: "Butts in Kgs",
  barLabel: (month: string, value: string, unit: string) => `${month}: ${value} ${unit}`,
  legendMonth: "Whole month",
  legendPart: "Part of a month (the period starts or ends in it)",
  unitNumber: "butts",
  unitKgs: "kg",
} as const;

/** The report button (SPEC.md §4, §5, §8). */
export const REPORT_TEXT = {
  defaultLabel: "Generate PDF",
  loading: "Loading...",
  /** Once the figures and fonts are in, while the PDF is drawn (issue 28). */
  preparing: "Preparing report…",
  /** Announced to screen readers when the file has been handed to the browser. */
  downloaded: "Report downloaded.",
  missingDates: "Please select start and end dates for the report.",
  /** The same name in every language (SPEC.md §9); the template's address: reportTemplateUrl. */
  fileName: "generated-report.pdf",
} as const;

/** Staff's read-only support view of a business's dashboard (`/dashboard?customerId=FC-…`). */
export const SUPPORT_VIEW_TEXT = {
  banner: (name: string, code: string) => `Viewing ${name} (${code}) as staff — read-only`,
  loadingName: "this business",
  backToCustomer: "Back to the customer's page",
  customerPath: (code: string) => `/admin/customers/${encodeURIComponent(code)}`,
  noCustomer: {
    heading: "Choose a customer",
    body: "Staff see a customer's dashboard from the customer's page in the console: open it with View as customer.",
    link: "Go to Customers",
    path: "/admin/customers",
  },
} as const;
