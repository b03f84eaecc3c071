import {
  ESG_REFERENCES,
  type EsgPack,
  financialYearName,
  lastCompleteFinancialYear,
} from "@filtercycle/contract/esg/esg";
import { methodDates } from "@filtercycle/contract/impact/impact-methods";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Select } from "#web/components/ui/inputs";
import { QueryState } from "#web/components/ui/query-state";
import { type Column, Table } from "#web/components/ui/table";
import { useBusinessRole } from "#web/hooks/use-business-role";
import { businessToday } from "#web/lib/dashboard-dates";
import { formatDay, formatKg, formatNumber } from "#web/lib/format";
import { esgCsvUrl, esgPackQueryOptions } from "../api/get-esg-pack";
import { ESG_TEXT, esgMonthName } from "../esg-text";
import { EsgCategory } from "./esg-category";

const TEXT = ESG_TEXT;
const { gri: GRI, brsr: BRSR, scope3: SCOPE3 } = ESG_REFERENCES;
type FigureRow = { key: string; reference: string; figure: string; value: string; unit: string };

const FIGURE_COLUMNS: readonly Column<FigureRow>[] = [
  { key: "figure", header: TEXT.figure, cell: (row) => row.figure, rowHeader: true },
  { key: "value", header: TEXT.value, cell: (row) => row.value, align: "end" },
  { key: "unit", header: TEXT.unit, cell: (row) => row.unit },
  { key: "reference", header: TEXT.reference, cell: (row) => row.reference, nowrap: true },
];

const tonnes = (value: number) => value.toFixed(3);
const T = "t";

/** The years to choose from: those with data up to the current one, and the one shown. */
function yearOptions(pack: EsgPack | undefined, year: string, current: string) {
  const years = new Set([...(pack?.availableYears ?? []), year]);
  return [...years]
    .filter((each) => each <= current)
    .sort()
    .reverse()
    .map((value) => ({ value, label: TEXT.yearOption(value) }));
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
  const [pdf, setPdf] = useState<"idle" | "busy" | "failed">("idle");
  const headingId = useId();
  const yearId = useId();

  const downloadPdf = async (data: EsgPack) => {
    setPdf("busy");
    try {
      const { downloadEsgPack } = await import("#web/features/esg/reports/esg-download");
      await downloadEsgPack(data, customerId);
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
          {TEXT.heading}
        </h2>
        <p className="max-w-3xl text-ink/80">{TEXT.intro}</p>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={yearId} className="text-sm font-semibold text-forest">
              {TEXT.yearLabel}
            </label>
            <Select
              id={yearId}
              value={year}
              onChange={(event) => setYear(event.target.value)}
              options={yearOptions(pack.data, year, current)}
              className="w-40"
            />
          </div>
          {pack.data ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                size="sm"
                busy={pdf === "busy"}
                busyLabel={TEXT.pdfBusy}
                onClick={() => pack.data && void downloadPdf(pack.data)}
              >
                {TEXT.pdf}
              </Button>
              <a
                href={esgCsvUrl(year, customerId)}
                download
                className="rounded-md px-1 py-1 text-sm font-semibold text-forest underline underline-offset-2 focus-ring"
              >
                {TEXT.csv}
              </a>
            </div>
          ) : null}
        </div>
        {pdf === "failed" ? <Alert tone="error">{TEXT.pdfFailed}</Alert> : null}
      </div>
      <QueryState query={pack} texts={TEXT}>
        {(data) => <EsgFigures pack={data} canChoose={owner} />}
      </QueryState>
    </section>
  );
}

function EsgFigures({ pack, canChoose }: { pack: EsgPack; canChoose: boolean }) {
  const row = (key: string, reference: string, figure: string, value: string, unit: string) => ({
    key,
    reference,
    figure,
    value,
    unit,
  });
  const g = pack.gri3064;
  const gri = [
    row(
      "recycling",
      GRI,
      `${TEXT.gri.rows.recycling}, ${TEXT.gri.offsite.toLowerCase()}`,
      tonnes(g.recycling),
      T,
    ),
    row("reuse", GRI, TEXT.gri.rows.preparationForReuse, tonnes(g.preparationForReuse), T),
    row("other", GRI, TEXT.gri.rows.otherRecovery, tonnes(g.otherRecovery), T),
    row("onsite", GRI, TEXT.gri.onsite, tonnes(g.onsite), T),
    row("offsite", GRI, TEXT.gri.offsite, tonnes(g.offsite), T),
    row("total", GRI, TEXT.gri.rows.total, tonnes(g.total), T),
  ];
  const brsr = [
    row("category", BRSR, TEXT.brsr.category, pack.brsr.categoryLabel ?? TEXT.brsr.notChosen, ""),
    row("recycled", BRSR, TEXT.brsr.recycled, tonnes(pack.brsr.recycledTonnes), T),
    row("reused", BRSR, TEXT.brsr.reused, tonnes(pack.brsr.reusedTonnes), T),
    row("other", BRSR, TEXT.brsr.otherRecovery, tonnes(pack.brsr.otherRecoveryTonnes), T),
  ];
  const s3 = pack.scope3Category5;
  const scope3 = [
    row("activity", SCOPE3, TEXT.scope3.activity, formatKg(s3.activityKg), "kg"),
    row(
      "co2e",
      SCOPE3,
      TEXT.scope3.co2e,
      s3.co2eKg === null ? TEXT.scope3.noCo2e : formatKg(s3.co2eKg),
      "",
    ),
  ];
  const derived = [
    row("butts", "Collected", TEXT.derived.butts, formatNumber(pack.butts), "butts"),
    row("toxic", "Derived", TEXT.derived.toxic, formatKg(pack.derived.toxicWasteKg), "kg"),
    row("micro", "Derived", TEXT.derived.microplastic, formatKg(pack.derived.microplasticKg), "kg"),
    row("water", "Derived", TEXT.derived.water, formatNumber(pack.derived.waterLitres), "litres"),
  ];
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-ink/75">
        {TEXT.period(formatDay(pack.periodStart), formatDay(pack.periodEnd))}
      </p>
      <FigureBlock heading={TEXT.gri.heading} caption={TEXT.gri.caption} rows={gri} />
      <div className="flex flex-col gap-4">
        <FigureBlock heading={TEXT.brsr.heading} caption={TEXT.brsr.caption} rows={brsr} />
        <EsgCategory brsr={pack.brsr} canChoose={canChoose} />
      </div>
      <div className="flex flex-col gap-3">
        <FigureBlock heading={TEXT.scope3.heading} caption={TEXT.scope3.caption} rows={scope3} />
        <p className="max-w-3xl text-sm text-ink/75">{s3.note}</p>
      </div>
      <FigureBlock heading={TEXT.derived.heading} caption={TEXT.derived.caption} rows={derived} />
      <div className="flex flex-col gap-8">
        <Table
          caption={TEXT.months.caption}
          columns={[
            {
              key: "month",
              header: TEXT.months.month,
              cell: (m) => esgMonthName(m.month),
              rowHeader: true,
              nowrap: true,
            },
            { key: "kg", header: TEXT.months.kg, cell: (m) => formatKg(m.kg), align: "end" },
            {
              key: "butts",
              header: TEXT.months.butts,
              cell: (m) => formatNumber(m.butts),
              align: "end",
            },
          ]}
          rows={pack.months}
          rowKey={(m) => m.month}
          className="max-w-xl"
        />
        <Table
          caption={TEXT.methods.caption}
          columns={[
            { key: "method", header: TEXT.methods.method, cell: (m) => m.label, rowHeader: true },
            { key: "dates", header: TEXT.methods.dates, cell: (m) => methodDates(m) },
            {
              key: "factors",
              header: TEXT.methods.factors,
              cell: (m) => (
                <ul className="flex flex-col gap-1">
                  <li>{`Toxic waste ${m.factors.toxicWasteKgPerButtKg.value} kg per kg (${m.factors.toxicWasteKgPerButtKg.source})`}</li>
                  <li>{`Microplastic ${m.factors.microplasticKgPerButtKg.value} kg per kg (${m.factors.microplasticKgPerButtKg.source})`}</li>
                  <li>{`Water ${m.factors.waterLitresPerButt.value} litres per butt (${m.factors.waterLitresPerButt.source})`}</li>
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
}: {
  heading: string;
  caption: string;
  rows: readonly FigureRow[];
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
        columns={FIGURE_COLUMNS}
        rows={rows}
        rowKey={(r) => r.key}
      />
    </section>
  );
}
