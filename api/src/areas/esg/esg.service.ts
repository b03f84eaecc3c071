import {
  BRSR_WASTE_CATEGORY_LABELS,
  type BrsrWasteCategory,
  type EsgPack,
  financialYearName,
  financialYearRange,
  financialYearsBetween,
  SCOPE3_CUTOFF_NOTE,
} from "@filtercycle/contract/esg/esg";
import { methodLabel, methodVersionsFor } from "@filtercycle/contract/impact/impact-methods";
import { eq } from "drizzle-orm";
import {
  collectionsByMonthIn,
  firstCollectionOn,
  getCustomerSpecificStatsWithDates,
  readMethodVersions,
} from "#api/areas/impact/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { todayIn } from "#api/lib/dates.ts";
import { esgChoices } from "./esg.tables.ts";

/** Rounds to 3 decimals (kg and tonnes), half away from zero on the decimal value. */
export function round3(value: number): number {
  const scaled = Math.round(Math.abs(value) * 1000 + 1e-9) / 1000;
  return value < 0 ? -scaled : scaled;
}

const factorOf = (factor: { value: number; source: string }) => ({
  value: factor.value,
  source: factor.source,
});

export type EsgBusiness = { id: string; name: string; code: string };

/** The BRSR category the business chose, or null (not chosen yet). */
export async function brsrCategoryOf(db: Db, customerId: string) {
  const [row] = await db
    .select({ category: esgChoices.brsrCategory })
    .from(esgChoices)
    .where(eq(esgChoices.customerId, customerId));
  const category = (row?.category ?? null) as BrsrWasteCategory | null;
  return { category, categoryLabel: category ? BRSR_WASTE_CATEGORY_LABELS[category] : null };
}

/** Records the business's BRSR category (an owner's choice; replaces the previous one). */
export async function chooseBrsrCategory(
  db: Db,
  customerId: string,
  category: BrsrWasteCategory,
  updatedBy: string,
) {
  await db
    .insert(esgChoices)
    .values({ customerId, brsrCategory: category, updatedBy })
    .onConflictDoUpdate({
      target: esgChoices.customerId,
      set: { brsrCategory: category, updatedBy, updatedAt: new Date() },
    });
  return brsrCategoryOf(db, customerId);
}

/**
 * The ESG pack of one business and financial year (docs/decisions/0066). Every figure comes from
 * the impact area's services: the year's butts and kg and its derived figures (cut at factor
 * changes, each part with its own factors), the monthly sums, the method versions. All the
 * material collected goes to Filtercycle's plant for recycling, so the whole weight is diverted
 * from disposal by recycling, off-site (GRI 306-4) and counts as recycled in the BRSR row; the
 * Scope 3 category 5 activity data is the same kg, with no CO2e (no sourced factor is kept).
 */
export async function esgPackOf(
  db: Db,
  business: EsgBusiness,
  year: string,
  now: Date,
): Promise<EsgPack> {
  const range = financialYearRange(year);
  if (!range) throw new Error(`not a financial year: ${year}`);
  const [stats, months, versions, choice, first, settings] = await Promise.all([
    getCustomerSpecificStatsWithDates(db, business.id, range),
    collectionsByMonthIn(db, business.id, range),
    readMethodVersions(db),
    brsrCategoryOf(db, business.id),
    firstCollectionOn(db, business.id),
    readImpactSettings(db),
  ]);
  const today = todayIn(settings.businessTimeZone, now);
  const kg = round3(stats.periodStats.buttsKgs);
  const tonnes = round3(kg / 1000);
  return {
    year,
    periodStart: range.startDate,
    periodEnd: range.endDate,
    businessName: business.name,
    customerCode: business.code,
    availableYears: first ? financialYearsBetween(first, today) : [financialYearName(today)],
    kg,
    butts: stats.periodStats.buttsNumber,
    tonnes,
    gri3064: {
      preparationForReuse: 0,
      recycling: tonnes,
      otherRecovery: 0,
      onsite: 0,
      offsite: tonnes,
      total: tonnes,
    },
    brsr: { ...choice, recycledTonnes: tonnes, reusedTonnes: 0, otherRecoveryTonnes: 0 },
    scope3Category5: {
      activityKg: kg,
      note: SCOPE3_CUTOFF_NOTE,
      co2eKg: null,
      co2eFactorSource: null,
    },
    derived: stats.periodImpact,
    months: months.map((month) => ({
      month: month.month,
      kg: round3(month.buttsKgs),
      butts: month.buttsNumber,
    })),
    methods: methodVersionsFor(versions, range).map((version) => ({
      id: version.id,
      label: methodLabel(version),
      effectiveFrom: version.effectiveFrom,
      effectiveTo: version.effectiveTo,
      factors: {
        toxicWasteKgPerButtKg: factorOf(version.factors.toxicWasteKgPerButtKg),
        microplasticKgPerButtKg: factorOf(version.factors.microplasticKgPerButtKg),
        waterLitresPerButt: factorOf(version.factors.waterLitresPerButt),
      },
    })),
  };
}
