import type {
  BenefitFigures,
  CustomerSpecificStatsWithDates,
  GreenImpact,
} from "@filtercycle/contract/impact/dashboard";
import type { Language } from "@filtercycle/contract/languages";
import { fill } from "@filtercycle/contract/messages/fill";
import type { DateRange } from "#web/lib/dashboard-dates";
import { formatDayRange } from "#web/lib/dashboard-format";
import { formatBusinessDate, formatDay, formatNumber, formatRupees } from "#web/lib/format";
import type { ReportValues } from "#web/lib/pdf/report-fields";
import { ENGLISH_REPORT_WORDS, type ReportWords } from "#web/lib/pdf/report-texts";

/**
 * What each report prints, from the API's answers (SPEC.md §9, PRODUCT.md "Reports and the
 * certificate"). Pure, so the rules are tested without a PDF:
 * - the fallbacks of SPEC.md §8: "N/A" for the name, "Data N/A" for a figure that could not be
 *   had, "Social Impact Data N/A" for the social-impact figures in the benefit report, and the
 *   benefit report's customer id "CUST-XYZ";
 * - the stand-in of SPEC.md §9: when the range has no collections (its butts are zero), the
 *   till-date totals are printed instead, AND the notice line says so (PRODUCT.md: a report
 *   never passes off all-time figures as the period's). Benefit figures are always the range's:
 *   a range without payouts is a real ₹0, and the notice names collections only;
 * - "disposal units installed" is the real count of units that served the range, and the two
 *   social-impact figures are the company-wide settings (PRODUCT.md replaces §9's fixed values).
 * In the reader's language (issue 29): its words (catalogue `reports`), its month names; figures
 * keep Latin digits and Indian grouping.
 */
export type ReportKind = "cigarette" | "benefit";

const EN = ENGLISH_REPORT_WORDS.texts;

/** The English words (SPEC.md §8, §9), as the tests read them: the catalogue's English. */
export const REPORT_VALUE_TEXT = {
  titles: { cigarette: EN["title.cigarette"], benefit: EN["title.benefit"] },
  nameFallback: EN["fallback.name"],
  dataFallback: EN["fallback.data"],
  socialFallback: EN["fallback.social"],
  /** SPEC.md §8's stand-in customer id: a code, the same in every language. */
  customerIdFallback: "CUST-XYZ",
  standIn: EN.standIn,
} as const;

export type ReportData = {
  kind: ReportKind;
  range: DateRange;
  /** Today, `YYYY-MM-DD` (the "Generated on" line). */
  generatedOn: string;
  /** get_customer_specific_stats_with_dates for the range; null if it could not be had. */
  statsWithDates: CustomerSpecificStatsWithDates | null;
  /** get_green_impact; null if it could not be had. */
  impact: GreenImpact | null;
  /** The range's benefit (get_customer_specific_stats with the range, Till date column). */
  benefit: BenefitFigures | null;
  /** The customer id stored at login, used when get_green_impact is missing. */
  storedCustomerId: string | null;
  /** The reader's language and its words; English when not given. */
  words?: ReportWords;
};

export type ReportContent = { values: ReportValues; standIn: boolean };

export function reportValues(data: ReportData): ReportContent {
  const { impact, statsWithDates, benefit, kind, range } = data;
  const { language, texts: t } = data.words ?? ENGLISH_REPORT_WORDS;
  const day = (value: string) => formatDay(value, language);
  const na = t["fallback.data"];
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? na : formatNumber(value);

  const period = statsWithDates?.periodStats ?? null;
  // SPEC.md §9: "Statistics fall back to global totals when period values are zero".
  const standIn =
    period !== null && impact !== null && period.buttsNumber === 0 && period.buttsKgs === 0;
  const figures = standIn
    ? {
        kg: impact?.cigarette_butts_collected_in_kg,
        number: impact?.cigarette_butts_collected_in_no,
        recycledKg: impact?.toxic_waste_recycled_in_kg,
        microplasticKg: impact?.microplastic_recycled_in_kg,
        waterLitres: impact?.water_resources_protected_in_litres,
      }
    : {
        kg: period?.buttsKgs,
        number: period?.buttsNumber,
        recycledKg: statsWithDates?.periodImpact.toxicWasteKg,
        microplasticKg: statsWithDates?.periodImpact.microplasticKg,
        waterLitres: statsWithDates?.periodImpact.waterLitres,
      };

  const name = impact?.name.trim() || t["fallback.name"];
  const location = impact
    ? [impact.address_line_1, impact.address_line_2, impact.city, impact.state, impact.pincode]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(", ")
    : "";
  const customerId =
    impact?.customerId ||
    data.storedCustomerId ||
    (kind === "benefit" ? REPORT_VALUE_TEXT.customerIdFallback : na);
  const installedOn =
    statsWithDates?.customerDetails.disposalUnitInstalledDate ??
    statsWithDates?.disposalUnitInstalledDate ??
    null;
  const social = (value: number | undefined) =>
    value === undefined ? (kind === "benefit" ? t["fallback.social"] : na) : formatNumber(value);
  const periodText = formatDayRange(range.startDate, range.endDate, language);

  return {
    standIn,
    values: {
      title: t[`title.${kind}`],
      period: periodText,
      generatedOn: day(data.generatedOn),
      notice: standIn ? t.standIn : "",
      businessName: name,
      location: location || na,
      customerId,
      unitsInstalled: number(statsWithDates?.customerDetails.disposalUnitInstalled),
      installationDate: installedOn ? day(installedOn) : na,
      // SPEC.md §9: the latest collection date printed is the range's end.
      latestCollectionDate: day(range.endDate),
      totalWasteKg: number(figures.kg),
      buttsNumber: number(figures.number),
      wasteRecycledKg: number(figures.recycledKg),
      microplasticKg: number(figures.microplasticKg),
      waterLitres: number(figures.waterLitres),
      awarenessCount: number(impact?.awareness_created_in_no_of_people),
      subject: `${name} · ${customerId} · ${periodText}`,
      benefitAmount: benefit ? formatRupees(benefit.amount) : na,
      benefitRedeemed: benefit ? formatRupees(benefit.redeemed) : na,
      unskilledEmployment: social(impact?.socialImpact.unskilledEmployment),
      stayAtHomeMothers: social(impact?.socialImpact.stayAtHomeMothers),
    },
  };
}

/**
 * A date as the reports print it: a calendar day ("2025-01-05") is the business's day already
 * and prints as it is; a moment (an ISO timestamp) prints as its day in the business time zone
 * (BUSINESS_TIME_ZONE), never the browser's. In `language`'s month names.
 */
export function printedDay(value: string, language: Language = "en"): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatDay(value, language)
    : formatBusinessDate(value, language);
}

/** The line at the top of every added page: whose report it is and which days. */
export function identityLine(values: ReportValues, words: ReportWords = ENGLISH_REPORT_WORDS) {
  return fill(words.texts.identity, {
    name: values.businessName,
    customerId: values.customerId,
    period: values.period,
  });
}
