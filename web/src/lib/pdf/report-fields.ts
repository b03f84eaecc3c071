/**
 * The one map of the report template (PRODUCT.md "Reports and the certificate": the positions
 * of the filled fields live in one map). The template script (template/build-report-template.ts)
 * draws each field's label and box from it; the filler (fill-report.ts) writes each value into
 * the same box. Move a field here, rebuild the template (`npm run build:report-template`), and
 * both follow.
 *
 * Units are PDF points (1/72 inch), origin at the bottom-left of an A4 page (595.28 × 841.89).
 * A field's `y` is the bottom of its box.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 40;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const GUTTER = 15;
const HALF_WIDTH = (CONTENT_WIDTH - GUTTER) / 2;

/** A value's box. `label: null` for lines the template does not label (title, notices). */
export type ReportField = {
  page: 0 | 1;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string | null;
  /** Largest and smallest font size the value may take; it shrinks, then wraps, to fit. */
  maxSize: number;
  minSize: number;
  maxLines: number;
  bold?: boolean;
  /** Draw a framed box (labelled values) or nothing (free lines). */
  boxed: boolean;
};

/** Converts a distance from the page's top edge (easier to lay out by) to a box's bottom `y`. */
const fromTop = (top: number, height: number) => A4.height - top - height;

const LABEL_GAP = 13;
const BOX = 28;
const TALL_BOX = 42;

function labelled(
  page: 0 | 1,
  top: number,
  column: "full" | "left" | "right",
  label: string,
  options: { height?: number; maxLines?: number; maxSize?: number; bold?: boolean } = {},
): ReportField {
  const height = options.height ?? BOX;
  return {
    page,
    x: column === "right" ? MARGIN + HALF_WIDTH + GUTTER : MARGIN,
    // Room for the label above the box.
    y: fromTop(top + LABEL_GAP, height),
    width: column === "full" ? CONTENT_WIDTH : HALF_WIDTH,
    height,
    label,
    maxSize: options.maxSize ?? 12,
    minSize: 7,
    maxLines: options.maxLines ?? 1,
    bold: options.bold,
    boxed: true,
  };
}

/** Section headings the template prints (page, distance from the top). */
export const REPORT_SECTIONS = [
  { page: 0, top: 262, title: "Business details" },
  { page: 0, top: 548, title: "Collected and recycled in the report period" },
  { page: 1, top: 132, title: "Benefit value in the report period" },
  { page: 1, top: 232, title: "Social impact" },
  { page: 1, top: 356, title: "How these figures are worked out" },
] as const;

// Rows: each is LABEL_GAP + box + 14 points of space.
const ROW = LABEL_GAP + BOX + 14;
const TALL_ROW = LABEL_GAP + TALL_BOX + 14;
const P1_DETAILS = 290;
const P1_FIGURES = 576;

export const REPORT_FIELDS = {
  // Page 1: what the report is, for whom and which days.
  title: {
    page: 0,
    x: MARGIN,
    y: fromTop(112, 32),
    width: CONTENT_WIDTH,
    height: 32,
    label: null,
    maxSize: 22,
    minSize: 12,
    maxLines: 1,
    bold: true,
    boxed: false,
  },
  period: labelled(0, 156, "left", "Report period"),
  generatedOn: labelled(0, 156, "right", "Generated on"),
  /** SPEC.md §9's stand-in: printed only when till-date totals replace the period's zeros. */
  notice: {
    page: 0,
    x: MARGIN,
    y: fromTop(216, 30),
    width: CONTENT_WIDTH,
    height: 30,
    label: null,
    maxSize: 10.5,
    minSize: 7,
    maxLines: 2,
    boxed: false,
  },

  businessName: labelled(0, P1_DETAILS, "full", "Business name", {
    height: TALL_BOX,
    maxLines: 2,
    maxSize: 14,
    bold: true,
  }),
  location: labelled(0, P1_DETAILS + TALL_ROW, "full", "Location", {
    height: TALL_BOX,
    maxLines: 2,
  }),
  customerId: labelled(0, P1_DETAILS + 2 * TALL_ROW, "left", "Customer ID"),
  unitsInstalled: labelled(0, P1_DETAILS + 2 * TALL_ROW, "right", "Disposal units installed"),
  installationDate: labelled(0, P1_DETAILS + 2 * TALL_ROW + ROW, "left", "Installation date"),
  latestCollectionDate: labelled(
    0,
    P1_DETAILS + 2 * TALL_ROW + ROW,
    "right",
    "Latest collection date",
  ),

  totalWasteKg: labelled(0, P1_FIGURES, "left", "Total waste collected (kg)"),
  buttsNumber: labelled(0, P1_FIGURES, "right", "Cigarette butts collected (number)"),
  wasteRecycledKg: labelled(0, P1_FIGURES + ROW, "left", "Waste recycled (kg)"),
  microplasticKg: labelled(0, P1_FIGURES + ROW, "right", "Microplastic upcycled (kg)"),
  waterLitres: labelled(0, P1_FIGURES + 2 * ROW, "left", "Water preserved (litres)"),
  awarenessCount: labelled(
    0,
    P1_FIGURES + 2 * ROW,
    "right",
    "Awareness created (people, till date)",
  ),

  // Page 2: who and when again (the pages may be read apart), benefit, social impact.
  subject: {
    page: 1,
    x: MARGIN,
    y: fromTop(84, 30),
    width: CONTENT_WIDTH,
    height: 30,
    label: null,
    maxSize: 11,
    minSize: 7,
    maxLines: 2,
    boxed: false,
  },
  benefitAmount: labelled(1, 160, "left", "Benefit amount"),
  benefitRedeemed: labelled(1, 160, "right", "Benefit amount redeemed"),
  unskilledEmployment: labelled(1, 260, "left", "Employment of unskilled labour"),
  stayAtHomeMothers: labelled(1, 260, "right", "Stay-at-home mothers"),
} as const satisfies Record<string, ReportField>;

export type ReportFieldName = keyof typeof REPORT_FIELDS;
export type ReportValues = Record<ReportFieldName, string>;

/** Text under the social-impact boxes and in the methodology section (page 2, template only). */
export const REPORT_STATIC_TEXT = {
  header: "Impact report",
  socialNote:
    "Company-wide figures of the Filtercycle programme, which this business is part of; they are not counted from this business's collections alone.",
  methodology: [
    "Butts collected (number and kg) are the sums of the collections recorded at this business's disposal units in the report period, both days included, in the business time zone (India Standard Time).",
    'Waste recycled, microplastic upcycled and water preserved are worked out from the butts collected with conversion factors published on our website under "How we measure impact", with their sources.',
    "Benefit amount is what the business was credited in the period (its rate per kg of butts, plus any adjustments); Benefit amount redeemed is what was paid out in the period. The two are never netted.",
    "Disposal units installed counts the units that served the business during the period. The installation date is the day its first unit was installed.",
  ],
  methodologyTop: 384,
  contactTop: 600,
  contactTitle: "Questions about this report?",
  contactBody:
    "Write to us or call, quoting your customer ID and the report period. We keep the collection records behind every figure.",
  socialNoteTop: 316,
} as const;
