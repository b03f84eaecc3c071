import {
  CERTIFICATE_FIGURE_LABELS,
  CERTIFICATE_KIND_LABELS,
  type CertificateFigure,
  certificateFigureText,
  restatementSentence,
} from "@filtercycle/contract/certificates/certificates";
import { formatDayLong, formatNumber, formatRupees } from "@filtercycle/contract/format";
import type { PeriodImpact } from "@filtercycle/contract/impact/dashboard";
import { methodLabel, shortDate } from "@filtercycle/contract/impact/impact-methods";
import type { Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { fill } from "@filtercycle/contract/messages/fill";
import type { FactorChangePreview } from "@filtercycle/contract/settings/admin-settings";
import { customersByIds } from "#api/areas/customers/index.ts";
import {
  businessesRestated,
  derivedFiguresUnder,
  type FactorChange,
  type RestatedPeriod,
  readFactorVersions,
  restatedDaysOf,
  type StoredFactors,
  versionsWith,
} from "#api/areas/impact/index.ts";
import { recordNotice } from "#api/areas/notifications/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import type { IsoDate } from "#api/lib/dates.ts";
import type { Notify } from "#api/lib/notices.ts";
import { certificatesOverlapping, recordRestatement } from "./certificates.service.ts";

/**
 * A back-dated impact factor version (issue 25; docs/decisions/0077): the preview of what it
 * restates, and, once staff confirm, the restatements of issued certificates and the notices to
 * the businesses whose figures change. Figures come from the impact area (method-change.ts).
 */

/** The certificate figures a method restates, by label, and where each is in a PeriodImpact. */
const DERIVED: [string, keyof PeriodImpact][] = [
  [CERTIFICATE_FIGURE_LABELS.toxicWaste, "toxicWasteKg"],
  [CERTIFICATE_FIGURE_LABELS.microplastic, "microplasticKg"],
  [CERTIFICATE_FIGURE_LABELS.water, "waterLitres"],
];

const FIGURE_UNITS: Record<keyof PeriodImpact, string> = {
  toxicWasteKg: "kg",
  microplasticKg: "kg",
  waterLitres: "litres",
};

type CertificateChange = FactorChangePreview["certificates"][number] & {
  id: string;
  customerId: string;
};
type BusinessChange = FactorChangePreview["businesses"][number] & { customerId: string };

export type MethodChangePlan = {
  preview: FactorChangePreview;
  businesses: BusinessChange[];
  certificates: CertificateChange[];
};

/** What saving `change` would restate, today (business time zone); stores nothing. */
export async function planMethodChange(
  db: Db,
  change: FactorChange,
  today: IsoDate,
): Promise<MethodChangePlan> {
  const [versions, settings] = await Promise.all([readFactorVersions(db), readImpactSettings(db)]);
  const base = settings.impactFactors as StoredFactors;
  const after = versionsWith(versions, change);
  const days = restatedDaysOf(versions, change, today);
  const restated = await businessesRestated(db, versions, base, change, today);

  const certificates: CertificateChange[] = [];
  if (days) {
    for (const certificate of await certificatesOverlapping(db, {
      from: days.startDate,
      to: days.endDate,
    })) {
      const { facts } = certificate;
      const period = { startDate: facts.periodStart, endDate: facts.periodEnd };
      const [now, next] = await Promise.all([
        derivedFiguresUnder(db, certificate.customerId, period, versions, base),
        derivedFiguresUnder(db, certificate.customerId, period, after, base),
      ]);
      const figures = facts.figures.flatMap((figure) => {
        const key = DERIVED.find(([label]) => label === figure.label)?.[1];
        // Only what the method changes: the same collections under the old and the new factors.
        if (!key || now[key] === next[key]) return [];
        return [{ label: figure.label, unit: figure.unit, before: figure.value, after: next[key] }];
      });
      if (figures.length === 0) continue;
      certificates.push({
        id: certificate.id,
        customerId: certificate.customerId,
        number: certificate.number,
        kind: facts.kind,
        customerCode: facts.customerCode,
        businessName: facts.businessName,
        periodStart: facts.periodStart,
        periodEnd: facts.periodEnd,
        figures,
      });
    }
  }

  const customers = await customersByIds(
    db,
    restated.map((each) => each.customerId),
  );
  const businesses: BusinessChange[] = restated
    .map((each) => {
      const customer = customers.get(each.customerId);
      return {
        customerId: each.customerId,
        customerCode: customer?.code ?? "",
        businessName: customer?.name ?? "",
        periods: each.periods,
      };
    })
    .sort((a, b) => a.customerCode.localeCompare(b.customerCode));

  const strip = <T extends { customerId: string }>({ customerId: _, ...rest }: T) => rest;
  return {
    preview: {
      effectiveFrom: change.effectiveFrom,
      methodLabel: methodLabel(change),
      restatedDays: days,
      businesses: businesses.map(strip),
      certificates: certificates.map(({ id: _, ...rest }) => strip(rest)),
    },
    businesses,
    certificates,
  };
}

const FIGURE_NAMES: Record<keyof PeriodImpact, string> = {
  toxicWasteKg: CERTIFICATE_FIGURE_LABELS.toxicWaste,
  microplasticKg: CERTIFICATE_FIGURE_LABELS.microplastic,
  waterLitres: CERTIFICATE_FIGURE_LABELS.water,
};

/** "Water protected: 9,78,00,000 litres before, 8,06,64,250 litres now" for each changed figure. */
function changedFigures(period: RestatedPeriod): string[] {
  return (Object.keys(FIGURE_NAMES) as (keyof PeriodImpact)[]).flatMap((key) => {
    if (period.before[key] === period.after[key]) return [];
    const unit = FIGURE_UNITS[key];
    const before = certificateFigureText({ value: period.before[key], unit });
    const after = certificateFigureText({ value: period.after[key], unit });
    return [`${FIGURE_NAMES[key]}: ${before} before, ${after} now`];
  });
}

/** The restated figures a certificate's page states (value: the new one). */
function restatedFiguresOf(certificate: CertificateChange): CertificateFigure[] {
  return certificate.figures.map((f) => ({ label: f.label, value: f.after, unit: f.unit }));
}

/**
 * Records the plan in the caller's transaction (the one that saves the version): each
 * certificate's restatement, and each business's notice, queued to be mailed if it commits.
 */
export async function announceMethodChange(
  tx: Db,
  plan: MethodChangePlan,
  change: FactorChange,
  today: IsoDate,
  notify: Notify,
): Promise<void> {
  const methodId = change.effectiveFrom;
  const label = methodLabel(change);
  for (const certificate of plan.certificates) {
    await recordRestatement(tx, {
      certificateId: certificate.id,
      restatedOn: today,
      methodId,
      methodLabel: label,
      figures: restatedFiguresOf(certificate),
    });
  }
  const customerIds = new Set([
    ...plan.businesses.map((b) => b.customerId),
    ...plan.certificates.map((c) => c.customerId),
  ]);
  for (const customerId of customerIds) {
    const business = plan.businesses.find((b) => b.customerId === customerId);
    const lines: string[] = [
      `We changed how we measure impact from ${shortDate(change.effectiveFrom)} (${label}). Figures already shown for days from then on are worked out again under it.`,
    ];
    for (const period of business?.periods ?? []) {
      const changed = changedFigures(period);
      if (changed.length === 0) continue;
      const when = period.startDate
        ? `From ${shortDate(period.startDate)} to ${shortDate(period.endDate)}`
        : `Till date (up to ${shortDate(period.endDate)})`;
      lines.push(`${when}: ${changed.join("; ")}.`);
    }
    for (const certificate of plan.certificates.filter((c) => c.customerId === customerId)) {
      lines.push(
        `Your ${CERTIFICATE_KIND_LABELS[certificate.kind as keyof typeof CERTIFICATE_KIND_LABELS] ?? "certificate"} ${certificate.number} keeps the figures it was issued with; its verification page now also says: ${restatementSentence({ restatedOn: today, methodId, figures: restatedFiguresOf(certificate) })}`,
      );
    }
    const own = plan.certificates.filter((c) => c.customerId === customerId);
    const periods = business?.periods ?? [];
    // The same facts in Gujarati and Hindi: the in-app notice and the mail of a login reading
    // that language (issue 29).
    const inLanguages = {
      gu: noticeIn("gu", change, periods, own, today),
      hi: noticeIn("hi", change, periods, own, today),
    };
    const noticeId = await recordNotice(tx, {
      customerId,
      kind: "methodChange",
      title: "Your impact figures were restated",
      lines,
      inLanguages,
    });
    await notify(tx, { kind: "methodChange", noticeId, inLanguages });
  }
}

const FIGURE_KEYS: Record<keyof PeriodImpact, "toxicWaste" | "microplastic" | "water"> = {
  toxicWasteKg: "toxicWaste",
  microplasticKg: "microplastic",
  waterLitres: "water",
};

/**
 * The notice's words in Gujarati or Hindi, for its mail to a login reading that language (issue
 * 29; decision 0096): the same facts as the English lines above, days with the month in full,
 * figures as the certificate writes them (Latin digits, Indian grouping).
 */
function noticeIn(
  language: Exclude<Language, "en">,
  change: FactorChange,
  periods: readonly RestatedPeriod[],
  certificates: readonly CertificateChange[],
  today: IsoDate,
): { title: string; lines: string[] } {
  const t = textsOf(language, "mail");
  const day = (date: IsoDate) => formatDayLong(date, language);
  const amount = (value: number, unit: string) =>
    unit === "INR"
      ? formatRupees(value)
      : unit === "kg" || unit === "litres"
        ? fill(t[`methodChange.${unit}`], { value: formatNumber(value) })
        : `${formatNumber(value)} ${unit}`;
  const nameOf = (label: string) => {
    const key = (["toxicWaste", "microplastic", "water"] as const).find(
      (each) => CERTIFICATE_FIGURE_LABELS[each] === label,
    );
    return key ? t[`methodChange.${key}`] : label;
  };
  const lines = [
    fill(t["methodChange.intro"], {
      date: day(change.effectiveFrom),
      method: fill(t["methodChange.methodOf"], { date: day(change.effectiveFrom) }),
    }),
  ];
  for (const period of periods) {
    const changes = (Object.keys(FIGURE_KEYS) as (keyof PeriodImpact)[])
      .filter((key) => period.before[key] !== period.after[key])
      .map((key) =>
        fill(t["methodChange.figure"], {
          figure: t[`methodChange.${FIGURE_KEYS[key]}`],
          before: amount(period.before[key], FIGURE_UNITS[key]),
          after: amount(period.after[key], FIGURE_UNITS[key]),
        }),
      )
      .join("; ");
    if (!changes) continue;
    lines.push(
      period.startDate
        ? fill(t["methodChange.between"], {
            from: day(period.startDate),
            to: day(period.endDate),
            changes,
          })
        : fill(t["methodChange.tillDate"], { to: day(period.endDate), changes }),
    );
  }
  for (const certificate of certificates) {
    const kindKey = `methodChange.kind.${certificate.kind}` as const;
    const sentence = fill(t["methodChange.restated"], {
      date: day(today),
      method: fill(t["methodChange.restatedMethodOf"], { date: day(change.effectiveFrom) }),
      figures: restatedFiguresOf(certificate)
        .map((figure) => `${nameOf(figure.label)} ${amount(figure.value, figure.unit)}`)
        .join(", "),
    });
    lines.push(
      fill(t["methodChange.certificate"], {
        kind: kindKey in t ? t[kindKey as keyof typeof t] : t["methodChange.kind.other"],
        number: certificate.number,
        sentence,
      }),
    );
  }
  return { title: t["methodChange.title"], lines };
}
