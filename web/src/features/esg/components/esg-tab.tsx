import {
  ESG_REFERENCES,
  type EsgPack,
  financialYearName,
  lastCompleteFinancialYear,
  SCOPE3_CUTOFF_NOTE,
} from "@filtercycle/contract/esg/esg";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Select } from "#web/components/ui/inputs";
import { QueryState } from "#web/components/ui/query-state";
import { type Column, Table } from "#web/components/ui/table";
import { useBusinessRole } from "#web/hooks/use-business-role";
import { useCanIssue } from "#web/hooks/use-can-issue";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { businessToday } from "#web/lib/dashboard-dates";
import { type FormatLocale, formatDay, formatKg, formatMonth, formatNumber } from "#web/lib/format";
import { esgCsvUrl, esgPackQueryOptions } from "../api/get-esg-pack";
import { EsgCategory } from "./esg-category";

const { gri: GRI, brsr: BRSR, scope3: SCOPE3 } = ESG_REFERENCES;
type FigureRow = { key: string; reference: string; figure: string; value: string; unit: string };
type Texts = AppTexts["esg"];

const figureColumns = (t: Texts): readonly Column<FigureRow>[] => [
  { key: "figure", header: t.figure, cell: (row) => row.figure, rowHeader: true },
  { key: "value", header: t.value, cell: (row) => row.value, align: "end" },
  { key: "unit", header: t.unit, cell: (row) => row.unit },
  { key: "reference", header: t.reference, cell: (row) => row.reference, nowrap: true },
];

const tonnes = (value: number) => value.toFixed(3);

/** The years to choose from: those with data up to the current one, and the one shown. */
function yearOptions(pack: EsgPack | undefined, year: string, current: string, t: Texts) {
  const years = new Set([...(pack?.availableYears ?? []), year]);
  return [...years]
    .filter((each) => each <= current)
    .sort()
    .reverse()
    .map((value) => ({ value, label: fill(t.yearOption, { year: value }) }));
}

/** A method's name and dates in the reader's words (English: contract impact-methods.ts). */
function methodLabel(effectiveFrom: string | null, t: Texts, locale: FormatLocale): string {
  return effectiveFrom
    ? fill(t["methods.of"], { day: formatDay(effectiveFrom, locale) })
    : t["methods.original"];
}
function methodDates(
  version: { effectiveFrom: string | null; effectiveTo: string | null },
  t: Texts,
  locale: FormatLocale,
): string {
  const from = version.effectiveFrom ? formatDay(version.effectiveFrom, locale) : null;
  const to = version.effectiveTo ? formatDay(version.effectiveTo, locale) : null;
  if (from && to) return fill(t["methods.fromTo"], { from, to });
  if (from) return fill(t["methods.from"], { day: from });
  if (to) return fill(t["methods.until"], { day: to });
  return t["methods.always"];
}

/**
 * The dashboard's ESG tab (issue 15): one financial year's figures for GRI 306-4, BRSR
 * Principle 6 and GHG Scope 3 category 5, the derived figures, the months and the methods in
 * force, the BRSR category choice, and the pack as a PDF (issued a number first) or a CSV.
 * The last complete financial year is shown first.
 */
export function EsgTab({ customerId = null }: { customerId?: string | null }) {
  const current = financialYearName(businessToday());
  const [year, setYear] = useState(() => lastCompleteFinancialYear(businessToday()));
  const pack = useQuery({
    ...esgPackQueryOptions(year, customerId),
    placeholderData: keepPreviousData,
  });
  const owner = useBusinessRole() === "owner" && customerId === null;
  const canIssue = useCanIssue();
  const [pdf, setPdf] = useState<"idle" | "busy" | "failed">("idle");
  const headingId = useId();
  const yearId = useId();
  const texts = useAppTexts();
  const t = texts.esg;
  const language = useAppLanguage();

  const downloadPdf = async (data: EsgPack) => {
    setPdf("busy");
    try {
      const { downloadEsgPack } = await import("#web/features/esg/reports/esg-download");
      // In the reader's language (issue 29), with the words this tab shows.
      await downloadEsgPack(data, customerId, { language, esg: t });
      setPdf("idle");
    } catch (error) {
      console.error("ESG pack PDF", error);
      setPdf("failed");
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={pack.isFetching}
      className="flex flex-col gap-8"
    >
      <div className="flex flex-col gap-3">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-forest">
          {t.heading}
        </h2>
        <p className="max-w-3xl text-ink/80">{t.intro}</p>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={yearId} className="text-sm font-semibold text-forest">
              {t.yearLabel}
            </label>
            <Select
              id={yearId}
              value={year}
              onChange={(event) => setYear(event.target.value)}
              options={yearOptions(pack.data, year, current, t)}
              className="min-w-40"
            />
          </div>
          {pack.data ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                size="sm"
                busy={pdf === "busy"}
                busyLabel={t.pdfBusy}
                disabled={!canIssue}
                onClick={() => pack.data && void downloadPdf(pack.data)}
              >
                {t.pdf}
              </Button>
              <a
                href={esgCsvUrl(year, customerId)}
                download
                className="rounded-md px-1 py-1 text-sm font-semibold text-forest underline underline-offset-2 focus-ring"
              >
                {t.csv}
              </a>
              {canIssue ? null : (
                <p className="text-sm text-ink/70">{texts.dashboard["certificate.ownerOnly"]}</p>
              )}
            </div>
          ) : null}
        </div>
        {pdf === "failed" ? <Alert tone="error">{t.pdfFailed}</Alert> : null}
      </div>
      <QueryState
        query={pack}
        texts={{ loading: t.loading, loadFailed: t.loadFailed, retry: texts.dashboard.retry }}
      >
        {(data) => <EsgFigures pack={data} canChoose={owner} />}
      </QueryState>
    </section>
  );
}

function EsgFigures({ pack, canChoose }: { pack: EsgPack; canChoose: boolean }) {
  const t = useAppTexts().esg;
  const locale = useAppLanguage();
  const T = t.tonnes;
  const row = (key: string, reference: string, figure: string, value: string, unit: string) => ({
    key,
    reference,
    figure,
    value,
    unit,
  });
  const g = pack.gri3064;
  const gri = [
    row("recycling", GRI, t["gri.recyclingOffsite"], tonnes(g.recycling), T),
    row("reuse", GRI, t["gri.preparationForReuse"], tonnes(g.preparationForReuse), T),
    row("other", GRI, t["gri.otherRecovery"], tonnes(g.otherRecovery), T),
    row("onsite", GRI, t["gri.onsite"], tonnes(g.onsite), T),
    row("offsite", GRI, t["gri.offsite"], tonnes(g.offsite), T),
    row("total", GRI, t["gri.total"], tonnes(g.total), T),
  ];
  // The category by its key in the reader's words (the API's label is English).
  const category = pack.brsr.category
    ? t[`brsr.${pack.brsr.category}`]
    : (pack.brsr.categoryLabel ?? t["brsr.notChosen"]);
  const brsr = [
    row("category", BRSR, t["brsr.category"], category, ""),
    row("recycled", BRSR, t["brsr.recycled"], tonnes(pack.brsr.recycledTonnes), T),
    row("reused", BRSR, t["brsr.reused"], tonnes(pack.brsr.reusedTonnes), T),
    row("other", BRSR, t["brsr.otherRecovery"], tonnes(pack.brsr.otherRecoveryTonnes), T),
  ];
  const s3 = pack.scope3Category5;
  const scope3 = [
    row("activity", SCOPE3, t["scope3.activity"], formatKg(s3.activityKg), t.kg),
    row(
      "co2e",
      SCOPE3,
      t["scope3.co2e"],
      s3.co2eKg === null ? t["scope3.noCo2e"] : formatKg(s3.co2eKg),
      "",
    ),
  ];
  const derived = [
    row("butts", t.collected, t["derived.butts"], formatNumber(pack.butts), t.butts),
    row("toxic", t.derived, t["derived.toxic"], formatKg(pack.derived.toxicWasteKg), t.kg),
    row("micro", t.derived, t["derived.microplastic"], formatKg(pack.derived.microplasticKg), t.kg),
    row("water", t.derived, t["derived.water"], formatNumber(pack.derived.waterLitres), t.litres),
  ];
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-ink/75">
        {fill(t.period, {
          start: formatDay(pack.periodStart, locale),
          end: formatDay(pack.periodEnd, locale),
        })}
      </p>
      <FigureBlock heading={t["gri.heading"]} caption={t["gri.caption"]} rows={gri} t={t} />
      <div className="flex flex-col gap-4">
        <FigureBlock heading={t["brsr.heading"]} caption={t["brsr.caption"]} rows={brsr} t={t} />
        <EsgCategory brsr={pack.brsr} canChoose={canChoose} />
      </div>
      <div className="flex flex-col gap-3">
        <FigureBlock
          heading={t["scope3.heading"]}
          caption={t["scope3.caption"]}
          rows={scope3}
          t={t}
        />
        <p className="max-w-3xl text-sm text-ink/75">
          {s3.note === SCOPE3_CUTOFF_NOTE ? t["scope3.note"] : s3.note}
        </p>
      </div>
      <FigureBlock
        heading={t["derived.heading"]}
        caption={t["derived.caption"]}
        rows={derived}
        t={t}
      />
      <div className="flex flex-col gap-8">
        <Table
          caption={t["months.caption"]}
          columns={[
            {
              key: "month",
              header: t["months.month"],
              cell: (m) => formatMonth(m.month, locale),
              rowHeader: true,
              nowrap: true,
            },
            { key: "kg", header: t["months.kg"], cell: (m) => formatKg(m.kg), align: "end" },
            {
              key: "butts",
              header: t["months.butts"],
              cell: (m) => formatNumber(m.butts),
              align: "end",
            },
          ]}
          rows={pack.months}
          rowKey={(m) => m.month}
          className="max-w-xl"
        />
        <Table
          caption={t["methods.caption"]}
          columns={[
            {
              key: "method",
              header: t["methods.method"],
              cell: (m) => methodLabel(m.effectiveFrom, t, locale),
              rowHeader: true,
            },
            {
              key: "dates",
              header: t["methods.dates"],
              cell: (m) => methodDates(m, t, locale),
            },
            {
              key: "factors",
              header: t["methods.factors"],
              cell: (m) => (
                <ul className="flex flex-col gap-1">
                  <li>
                    {fill(t["methods.toxic"], {
                      value: m.factors.toxicWasteKgPerButtKg.value,
                      source: m.factors.toxicWasteKgPerButtKg.source,
                    })}
                  </li>
                  <li>
                    {fill(t["methods.microplastic"], {
                      value: m.factors.microplasticKgPerButtKg.value,
                      source: m.factors.microplasticKgPerButtKg.source,
                    })}
                  </li>
                  <li>
                    {fill(t["methods.water"], {
                      value: m.factors.waterLitresPerButt.value,
                      source: m.factors.waterLitresPerButt.source,
                    })}
                  </li>
                </ul>
              ),
            },
          ]}
          rows={pack.methods}
          rowKey={(m) => m.id}
        />
      </div>
    </div>
  );
}

function FigureBlock({
  heading,
  caption,
  rows,
  t,
}: {
  heading: string;
  caption: string;
  rows: readonly FigureRow[];
  t: Texts;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-lg font-semibold text-forest">
        {heading}
      </h3>
      <Table
        caption={caption}
        captionHidden
        columns={figureColumns(t)}
        rows={rows}
        rowKey={(r) => r.key}
      />
    </section>
  );
}
