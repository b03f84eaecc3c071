import { BRAND } from "@filtercycle/contract/brand";
import {
  type CertificateFacts,
  type CertificateFigure,
  type CertificateIssue,
  CERTIFICATE_FIGURE_LABELS as LABELS,
} from "@filtercycle/contract/certificates/certificates";
import { methodLabel, methodVersionsFor } from "@filtercycle/contract/impact/impact-methods";
import { findCustomerById } from "#api/areas/customers/index.ts";
import { type EsgBusiness, esgPackOf } from "#api/areas/esg/index.ts";
import {
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
  readMethodVersions,
} from "#api/areas/impact/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import type { Clock } from "#api/lib/clock.ts";
import { type DateRange, type IsoDate, todayIn } from "#api/lib/dates.ts";

/**
 * The facts a certificate states (issue 15; docs/decisions/0066), computed on the server with
 * the impact area's own services: the same figures the dashboard and the PDFs print.
 */

/** The earliest day any record can carry: "from the start" for the method versions' filter. */
const BEGINNING: IsoDate = "0001-01-01";

const figure = (label: string, value: number, unit: string): CertificateFigure => ({
  label,
  value,
  unit,
});

/** A business's till-date figures, as the green certificate and an empty-range report print them. */
async function tillDateFigures(
  db: Db,
  customerId: string,
  clock: Clock,
): Promise<CertificateFigure[]> {
  const impact = await getGreenImpact(db, customerId, clock);
  if (!impact) throw new HttpError(404, "Your business's record was not found.");
  return [
    figure(LABELS.butts, impact.cigarette_butts_collected_in_no, "butts"),
    figure(LABELS.kg, impact.cigarette_butts_collected_in_kg, "kg"),
    figure(LABELS.toxicWaste, impact.toxic_waste_recycled_in_kg, "kg"),
    figure(LABELS.microplastic, impact.microplastic_recycled_in_kg, "kg"),
    figure(LABELS.water, impact.water_resources_protected_in_litres, "litres"),
  ];
}

/** The figures the green certificate prints of the till-date ones. */
const CERTIFICATE_LABELS = new Set<string>([LABELS.butts, LABELS.kg, LABELS.water]);

/** The period and the figures of one kind, for one business. */
async function periodAndFigures(
  db: Db,
  business: EsgBusiness,
  issue: CertificateIssue,
  today: IsoDate,
  clock: Clock,
): Promise<{ periodStart: IsoDate | null; periodEnd: IsoDate; figures: CertificateFigure[] }> {
  const customerId = business.id;
  switch (issue.kind) {
    case "green_certificate": {
      const figures = await tillDateFigures(db, customerId, clock);
      return {
        periodStart: null,
        periodEnd: today,
        figures: figures.filter((f) => CERTIFICATE_LABELS.has(f.label)),
      };
    }
    case "cigarette_report": {
      const range = rangeOf(issue);
      const stats = await getCustomerSpecificStatsWithDates(db, customerId, range);
      // SPEC.md §9: a range without collections prints the till-date totals (with a line saying
      // so); the facts state what is printed, and that those figures run from the start.
      if (stats.periodStats.buttsNumber === 0 && stats.periodStats.buttsKgs === 0) {
        return {
          periodStart: null,
          periodEnd: today,
          figures: await tillDateFigures(db, customerId, clock),
        };
      }
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
      // The pack's own computation, so the verification page states exactly what its PDF prints.
      const pack = await esgPackOf(db, business, issue.year ?? "", clock());
      return {
        periodStart: pack.periodStart,
        periodEnd: pack.periodEnd,
        figures: [
          figure(LABELS.recycledKg, pack.kg, "kg"),
          figure(LABELS.recycledTonnes, pack.tonnes, "tonnes"),
          figure(LABELS.recycledButts, pack.butts, "butts"),
          figure(LABELS.toxicWaste, pack.derived.toxicWasteKg, "kg"),
          figure(LABELS.microplastic, pack.derived.microplasticKg, "kg"),
          figure(LABELS.water, pack.derived.waterLitres, "litres"),
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
    { id: customerId, name: customer.name, code: customer.code },
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
