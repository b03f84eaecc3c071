import { BRAND } from "@filtercycle/contract/brand";
import {
  type CertificateFacts,
  type CertificateFigure,
  type CertificateIssue,
  CERTIFICATE_FIGURE_LABELS as LABELS,
} from "@filtercycle/contract/certificates";
import { financialYearRange } from "@filtercycle/contract/esg";
import { methodLabel, methodVersionsFor } from "@filtercycle/contract/impact-methods";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { type DateRange, type IsoDate, todayIn } from "#api/lib/dates.ts";
import { findCustomerById } from "../customers/customers.service.ts";
import {
  type Clock,
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
} from "../impact/dashboard.service.ts";
import { readMethodVersions } from "../impact/factor-versions.ts";
import { readImpactSettings } from "../settings/settings.service.ts";

/**
 * The facts a certificate states (issue 15; docs/decisions/0066), computed on the server with
 * the impact area's own services: the same figures the dashboard and the PDFs print.
 */

/** The earliest day any record can carry: "from the start" for the method versions' filter. */
const BEGINNING: IsoDate = "0001-01-01";

/**
 * What an ESG pack states for a financial year: kg and butts sent for recycling (kg also in
 * tonnes, exact: kg has 3 decimals). Kept here on its own so the ESG pack can reuse it.
 */
export async function recyclingOfYear(
  db: Db,
  customerId: string,
  range: DateRange,
): Promise<{ kg: number; tonnes: number; butts: number }> {
  const stats = await getCustomerSpecificStatsWithDates(db, customerId, range);
  const kg = stats.periodStats.buttsKgs;
  return { kg, tonnes: Math.round(kg * 1000) / 1_000_000, butts: stats.periodStats.buttsNumber };
}

const figure = (label: string, value: number, unit: string): CertificateFigure => ({
  label,
  value,
  unit,
});

/** The period and the figures of one kind, for one business. */
async function periodAndFigures(
  db: Db,
  customerId: string,
  issue: CertificateIssue,
  today: IsoDate,
  clock: Clock,
): Promise<{ periodStart: IsoDate | null; periodEnd: IsoDate; figures: CertificateFigure[] }> {
  switch (issue.kind) {
    case "green_certificate": {
      const impact = await getGreenImpact(db, customerId, clock);
      if (!impact) throw new HttpError(404, "Your business's record was not found.");
      return {
        periodStart: null,
        periodEnd: today,
        figures: [
          figure(LABELS.butts, impact.cigarette_butts_collected_in_no, "butts"),
          figure(LABELS.kg, impact.cigarette_butts_collected_in_kg, "kg"),
          figure(LABELS.water, impact.water_resources_protected_in_litres, "litres"),
        ],
      };
    }
    case "cigarette_report": {
      const range = rangeOf(issue);
      const stats = await getCustomerSpecificStatsWithDates(db, customerId, range);
      return {
        periodStart: range.startDate,
        periodEnd: range.endDate,
        figures: [
          figure(LABELS.butts, stats.periodStats.buttsNumber, "butts"),
          figure(LABELS.kg, stats.periodStats.buttsKgs, "kg"),
          figure(LABELS.toxicWaste, stats.periodImpact.toxicWasteKg, "kg"),
          figure(LABELS.microplastic, stats.periodImpact.microplasticKg, "kg"),
          figure(LABELS.water, stats.periodImpact.waterLitres, "litres"),
        ],
      };
    }
    case "benefit_report": {
      const range = rangeOf(issue);
      const stats = await getCustomerSpecificStats(db, customerId, range, clock);
      const benefit = stats.benefitValueStats.tillDate;
      return {
        periodStart: range.startDate,
        periodEnd: range.endDate,
        figures: [
          figure(LABELS.benefit, benefit.amount, "INR"),
          figure(LABELS.redeemed, benefit.redeemed, "INR"),
        ],
      };
    }
    case "esg_pack": {
      const range = financialYearRange(issue.year ?? "");
      if (!range) throw new Error("the contract checks the year");
      const recycled = await recyclingOfYear(db, customerId, range);
      return {
        periodStart: range.startDate,
        periodEnd: range.endDate,
        figures: [
          figure(LABELS.recycledKg, recycled.kg, "kg"),
          figure(LABELS.recycledTonnes, recycled.tonnes, "tonnes"),
          figure(LABELS.recycledButts, recycled.butts, "butts"),
        ],
      };
    }
  }
}

function rangeOf(issue: CertificateIssue): DateRange {
  if (!issue.startDate || !issue.endDate) throw new Error("the contract checks the range");
  return { startDate: issue.startDate, endDate: issue.endDate };
}

/** Everything the certificate states, as it will be hashed and stored. */
export async function certificateFactsOf(
  db: Db,
  customerId: string,
  issue: CertificateIssue,
  clock: Clock,
): Promise<CertificateFacts> {
  const [customer, settings, versions] = await Promise.all([
    findCustomerById(db, customerId),
    readImpactSettings(db),
    readMethodVersions(db),
  ]);
  if (!customer) throw new HttpError(404, "Your business's record was not found.");
  const today = todayIn(settings.businessTimeZone, clock());
  const { periodStart, periodEnd, figures } = await periodAndFigures(
    db,
    customerId,
    issue,
    today,
    clock,
  );
  const methods = methodVersionsFor(versions, {
    startDate: periodStart ?? BEGINNING,
    endDate: periodEnd,
  }).map((version) => ({
    id: version.id,
    label: methodLabel(version),
    effectiveFrom: version.effectiveFrom,
    effectiveTo: version.effectiveTo,
    factors: version.factors,
  }));
  return {
    kind: issue.kind,
    issuer: BRAND.name,
    businessName: customer.name,
    customerCode: customer.code,
    periodStart,
    periodEnd,
    figures,
    methods,
    issuedOn: today,
  };
}
