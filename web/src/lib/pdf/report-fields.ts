import type { Language } from "@filtercycle/contract/languages";

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

/**
 * A value's box. `label: null` for lines the template does not label (title, notices); else the
 * English label. The template script prints the catalogue's `reportTemplate` text `field.<name>`
 * in the template's language (report-template.test.ts holds English's equal to this one).
 */
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

/** Section headings the template prints (page, distance from the top, catalogue key). */
export const REPORT_SECTIONS = [
  { page: 0, top: 262, key: "section.business" },
  { page: 0, top: 548, key: "section.collected" },
  { page: 1, top: 132, key: "section.benefit" },
  { page: 1, top: 232, key: "section.social" },
  { page: 1, top: 356, key: "section.method" },
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

/** Where the template's page-2 texts stand (distance from the top; their words: `reportTemplate`). */
export const REPORT_STATIC_LAYOUT = {
  socialNoteTop: 316,
  methodologyTop: 384,
  contactTop: 600,
} as const;

/** The methodology's paragraphs, in order (catalogue keys of `reportTemplate`). */
export const METHODOLOGY_KEYS = [
  "method.collected",
  "method.derived",
  "method.benefit",
  "method.units",
] as const;

/**
 * The template in each language (`npm run build:report-template` writes all three): English's
 * address is SPEC.md's `/assets/report.pdf`; Gujarati's and Hindi's have their labels in the
 * language, with the script's fonts, and are fetched only when a report is made in it.
 */
export function reportTemplateUrl(language: Language): string {
  return language === "en" ? "/assets/report.pdf" : `/assets/report-${language}.pdf`;
}
