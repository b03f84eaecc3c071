import type { DateRange } from "../dates.ts";
import { supportViewQuerySchema } from "../impact/dashboard.ts";
import { z } from "../zod.ts";

/**
 * The ESG pack (issue 15; docs/decisions/0066): one business, one Indian financial year
 * (April–March, written "2025-26"), figures a sustainability team can put straight into its
 * filings: GRI 306-4, the BRSR Principle 6 waste row, GHG Protocol Scope 3 category 5 activity
 * data.
 *
 * - GET /api/esg_pack?year=2025-26 (owner and viewer) and /api/esg_pack.csv
 * - PUT /api/esg_pack/category (owner): the BRSR category the business files filters under
 * - Staff: GET /api/admin/customers/{code}/esg_pack and .csv
 */
const FY_PATTERN = /^(\d{4})-(\d{2})$/;

/** "2025-26" → 1 Apr 2025 – 31 Mar 2026; null unless the second year follows the first. */
export function financialYearRange(year: string): DateRange | null {
  const match = FY_PATTERN.exec(year);
  if (!match) return null;
  const start = Number(match[1]);
  if (start < 2000 || start > 2999) return null;
  if (Number(match[2]) !== (start + 1) % 100) return null;
  return { startDate: `${start}-04-01`, endDate: `${start + 1}-03-31` };
}

/** The financial year written as "2025-26" for a day. */
export function financialYearName(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const financialYearSchema = z
  .string({ error: "is required" })
  .refine((value) => financialYearRange(value) !== null, {
    error: "must be a financial year like 2025-26",
  });

export const esgPackQuerySchema = supportViewQuerySchema.extend({ year: financialYearSchema });

/**
 * BRSR Principle 6, Essential Indicator 9 (waste): the categories a filter can be reported under.
 * Filters are cellulose acetate, a plastic; the environment ministry has said butts are not
 * listed as hazardous waste. The business decides; the pack says which it chose.
 */
export const BRSR_WASTE_CATEGORIES = ["plastic", "other_non_hazardous"] as const;
export type BrsrWasteCategory = (typeof BRSR_WASTE_CATEGORIES)[number];
export const BRSR_WASTE_CATEGORY_LABELS: Record<BrsrWasteCategory, string> = {
  plastic: "(A) Plastic waste",
  other_non_hazardous: "(H) Other non-hazardous waste generated",
};
export const BRSR_CATEGORY_GUIDANCE =
  "Cigarette filters are cellulose acetate, a plastic, so many companies report them as plastic waste; the environment ministry has said cigarette butts are not listed as hazardous waste, so the other choice is other non-hazardous waste (state the composition: cigarette butts). Choose what your filing already uses.";

export const esgCategorySchema = z.object({
  category: z.enum(BRSR_WASTE_CATEGORIES, {
    error: "must be one of plastic, other_non_hazardous",
  }),
});

/** The response of PUT /api/esg_pack/category: the choice as the pack prints it. */
export const esgCategoryChoiceSchema = z.object({
  category: z.enum(BRSR_WASTE_CATEGORIES).nullable(),
  categoryLabel: z.string().nullable(),
});

/** One month's kg and butts sent for recycling (the pack's monthly table; "2025-04"). */
export const esgMonthSchema = z.object({ month: z.string(), kg: z.number(), butts: z.number() });

const methodFactorSchema = z.object({ value: z.number(), source: z.string() });

/** A method version in force on some day of the year (contract impact-methods.ts). */
export const esgMethodSchema = z.object({
  id: z.string(),
  label: z.string(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  factors: z.object({
    toxicWasteKgPerButtKg: methodFactorSchema,
    microplasticKgPerButtKg: methodFactorSchema,
    waterLitresPerButt: methodFactorSchema,
  }),
});

export const esgPackSchema = z.object({
  year: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  businessName: z.string(),
  customerCode: z.string(),
  /** The financial years the business has collections in, to the current one, oldest first. */
  availableYears: z.array(z.string()),
  /** Total kg of butts collected and sent for recycling in the year (3 decimals). */
  kg: z.number(),
  butts: z.number(),
  /** kg / 1000, 3 decimals. */
  tonnes: z.number(),
  gri3064: z.object({
    /** Waste diverted from disposal, metric tonnes, by recovery operation. */
    preparationForReuse: z.number(),
    recycling: z.number(),
    otherRecovery: z.number(),
    onsite: z.number(),
    offsite: z.number(),
    total: z.number(),
  }),
  brsr: z.object({
    category: z.enum(BRSR_WASTE_CATEGORIES).nullable(),
    categoryLabel: z.string().nullable(),
    recycledTonnes: z.number(),
    reusedTonnes: z.number(),
    otherRecoveryTonnes: z.number(),
  }),
  scope3Category5: z.object({
    activityKg: z.number(),
    note: z.string(),
    /** Only with a sourced factor; never deductible. Null: no factor configured. */
    co2eKg: z.number().nullable(),
    co2eFactorSource: z.string().nullable(),
  }),
  /**
   * The dashboard's derived figures for the year, each day's butts with the factors in force
   * that day (a year that spans a factor change is cut there): kg to 3 decimals, whole litres.
   */
  derived: z.object({
    toxicWasteKg: z.number(),
    microplasticKg: z.number(),
    waterLitres: z.number(),
  }),
  months: z.array(esgMonthSchema),
  methods: z.array(esgMethodSchema),
});
export type EsgPack = z.infer<typeof esgPackSchema>;

/** The standard each figure is reported under, as the pack, the CSV and the PDF name it. */
export const ESG_REFERENCES = {
  gri: "GRI 306-4",
  brsr: "BRSR P6 EI 9",
  scope3: "GHG Scope 3 cat. 5",
} as const;

export const ESG_FRAMEWORK_NAMES = {
  gri: "GRI 306-4 (2020): Waste diverted from disposal",
  brsr: "BRSR Principle 6, Essential Indicator 9: waste generated and recovered",
  scope3: "GHG Protocol Scope 3, category 5: waste generated in operations",
} as const;

/** Shown in place of the BRSR category until the business has chosen one. */
export const BRSR_NOT_CHOSEN =
  "Not chosen yet: an owner chooses the BRSR category in the dashboard's ESG tab.";

/** The financial year before `year` ("2025-26" → "2024-25"). */
export function previousFinancialYear(year: string): string {
  const start = Number(year.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The pack shown first: the last financial year that has ended by `today`. */
export function lastCompleteFinancialYear(today: string): string {
  return previousFinancialYear(financialYearName(today));
}

/** Every financial year from the one of `first` to the one of `last` (days), oldest first. */
export function financialYearsBetween(first: string, last: string): string[] {
  const years: string[] = [];
  const end = Number(financialYearName(last).slice(0, 4));
  for (let start = Number(financialYearName(first).slice(0, 4)); start <= end; start++) {
    years.push(`${start}-${String((start + 1) % 100).padStart(2, "0")}`);
  }
  return years;
}

export const SCOPE3_CUTOFF_NOTE =
  "GHG Protocol Scope 3 category 5 (waste generated in operations), recycled-content (cut-off) method: the emissions of recycling belong to the user of the recycled material; the business reports the waste sent for recycling as activity data (and transport to the recycler, where known). No CO2e figure is given without a sourced factor, and none may be deducted from the business's emissions.";
