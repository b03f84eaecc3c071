import { BRAND } from "@filtercycle/contract/brand";
import { formatCount, formatKg } from "@filtercycle/contract/format";
import { methodLabel } from "@filtercycle/contract/impact/impact-methods";
import type { Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { fill } from "@filtercycle/contract/messages/fill";
import { productsMadeFor } from "#api/areas/custody/index.ts";
import {
  getGreenImpact,
  getMonthlyCollections,
  readMethodVersions,
} from "#api/areas/impact/index.ts";
import type { Db } from "#api/db/database.ts";

/** Months the public page's chart shows (this month included). */
export const PAGE_MONTHS = 12;

/** Everything the public page and its share image show, read through the owning areas. */
export type PublicFigures = {
  name: string;
  kiosks: number;
  butts: number;
  kg: number;
  months: { month: string; kg: number }[];
  products: { product: string; lotCode: string; madeOn: string }[];
  /** The method in force today, e.g. "Method of 1 Apr 2026". */
  method: string;
  /** The day that method took effect; null for the original method (named per language). */
  methodFrom: string | null;
};

/** The business's public figures to today, or null when it no longer exists. */
export async function publicFiguresOf(db: Db, customerId: string): Promise<PublicFigures | null> {
  const [impact, monthly, products, versions] = await Promise.all([
    getGreenImpact(db, customerId),
    getMonthlyCollections(db, customerId, PAGE_MONTHS),
    productsMadeFor(db, customerId),
    readMethodVersions(db),
  ]);
  if (!impact) return null;
  const current = versions[versions.length - 1];
  return {
    name: impact.name,
    kiosks: impact.kiosks_installed,
    butts: impact.cigarette_butts_collected_in_no,
    kg: impact.cigarette_butts_collected_in_kg,
    months: monthly.months.map((m) => ({ month: m.month, kg: m.buttsKgs })),
    products,
    method: current ? methodLabel(current) : "Original method",
    methodFrom: current?.effectiveFrom ?? null,
  };
}

/**
 * Counts ("1,25,000"), kg with grams ("2.200"), months ("Nov 2026", "Nov") and days ("14 Nov 2026"):
 * the contract's format module (docs/decisions/0084), as the dashboard writes them.
 */
export { formatDay, formatMonth, formatMonthShort } from "@filtercycle/contract/format";
export { formatCount, formatKg };

/**
 * The one-sentence summary of the figures (meta and og:description, the share image), in the
 * page's language (the catalogue area `impactPage`).
 */
export function figuresSentence(figures: PublicFigures, language: Language = "en"): string {
  const texts = textsOf(language, "impactPage");
  return fill(figures.kiosks === 1 ? texts["sentence.oneKiosk"] : texts["sentence.kiosks"], {
    name: figures.name,
    butts: formatCount(figures.butts),
    kg: formatKg(figures.kg),
    kiosks: formatCount(figures.kiosks),
    brand: BRAND.name,
  });
}
