import type { MonthlyCollection } from "@filtercycle/contract/dashboard";
import { useEffect, useId, useRef, useState } from "react";
import { formatKg, formatNumber } from "#web/lib/format";
import { CHART_TEXT, DASHBOARD_TEXT } from "../constants";
import { useMonthlyCollections } from "../hooks/use-dashboard-data";
import { formatMonth, formatMonthShort } from "../utils/format";
import { RetryNotice, Skeleton } from "./retry-notice";

type Measure = "number" | "kgs";

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 40, left: 56 };

/** A round top for the axis, at least the maximum, whose quarters are round too (12,000: 3,000s). */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10].find((s) => s * power >= max) ?? 10;
  return Number((step * power).toPrecision(3));
}

/** The element's width in CSS pixels, kept current (the SVG is drawn at real size, so its text
 * stays legible at 375 px instead of shrinking with a scaled viewBox). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

/**
 * Butts collected per month over the last 12 months (beyond SPEC.md: a trend the tables cannot
 * show), from one call, get_monthly_collections. A hand-drawn SVG: no chart library for twelve
 * bars. The figures are also available as a table (a toggle), and each bar has a tooltip.
 */
export function MonthlyChart() {
  const query = useMonthlyCollections();
  const [measure, setMeasure] = useState<Measure>("number");
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-forest/10 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-forest">
            {CHART_TEXT.heading}
          </h2>
          <p className="text-sm text-ink/70">{CHART_TEXT.intro}</p>
        </div>
        <fieldset className="flex items-center gap-2 text-sm">
          <legend className="sr-only">{CHART_TEXT.measureLabel}</legend>
          {(["number", "kgs"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={measure === option}
              onClick={() => setMeasure(option)}
              className="rounded-full border border-forest/30 px-3 py-1 font-semibold text-forest hover:bg-forest/5 focus-ring aria-pressed:bg-forest aria-pressed:text-white"
            >
              {option === "number" ? CHART_TEXT.showNumber : CHART_TEXT.showKgs}
            </button>
          ))}
        </fieldset>
      </div>
      {query.isError ? (
        <div className="mt-4">
          <RetryNotice
            message={DASHBOARD_TEXT.loadFailed.chart}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : query.data ? (
        <>
          <Bars months={query.data.months} measure={measure} />
          <button
            type="button"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
            className="mt-2 text-sm font-semibold text-leaf underline underline-offset-2 hover:text-forest focus-ring"
          >
            {showTable ? CHART_TEXT.tableToggleHide : CHART_TEXT.tableToggleShow}
          </button>
          <div id={tableId} hidden={!showTable} className="mt-3 overflow-x-auto">
            <MonthsTable months={query.data.months} />
          </div>
        </>
      ) : (
        <Skeleton className="mt-4 h-56 w-full" />
      )}
    </section>
  );
}

function Bars({ months, measure }: { months: MonthlyCollection[]; measure: Measure }) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const valueFor = (m: MonthlyCollection) => (measure === "number" ? m.buttsNumber : m.buttsKgs);
  const unit = measure === "number" ? CHART_TEXT.unitNumber : CHART_TEXT.unitKgs;
  const formatValue = measure === "number" ? formatNumber : formatKg;
  const top = niceMax(Math.max(0, ...months.map(valueFor)));
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = months.length ? plotWidth / months.length : 0;
  const barWidth = Math.max(4, Math.min(36, slot * 0.62));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  const latest = months.at(-1);
  // On a narrow screen a label per bar would overlap: every other month then, counted back from
  // this month so that it is always labelled; the year under the first labelled month of each.
  const every = slot >= 32 ? 1 : 2;
  const labelledMonths = new Set(
    months.filter((_, index) => (months.length - 1 - index) % every === 0).map((m) => m.month),
  );
  const yearLabels = new Set<string>();
  let lastYear = "";
  for (const m of months) {
    if (!labelledMonths.has(m.month) || m.month.slice(0, 4) === lastYear) continue;
    lastYear = m.month.slice(0, 4);
    yearLabels.add(m.month);
  }
  const summary = `${CHART_TEXT.caption} (${unit}). ${months
    .map((m) => `${formatMonth(m.month)}: ${formatValue(valueFor(m))}`)
    .join(", ")}.`;

  return (
    <div ref={ref} className="mt-4 w-full">
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={summary}
        className="block max-w-full"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              className="text-forest/10"
            />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-ink/70 text-[11px]"
            >
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {months.map((m, index) => {
          const value = valueFor(m);
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          const isCurrent = m === latest;
          const labelled = labelledMonths.has(m.month);
          const showYear = yearLabels.has(m.month);
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={y(value)}
                width={barWidth}
                height={Math.max(0, PAD.top + plotHeight - y(value))}
                rx={3}
                className={isCurrent ? "fill-leaf-light" : "fill-leaf"}
              >
                <title>{CHART_TEXT.barLabel(formatMonth(m.month), formatValue(value), unit)}</title>
              </rect>
              {labelled ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor="middle"
                  className="fill-ink/80 text-[11px]"
                >
                  {formatMonthShort(m.month)}
                </text>
              ) : null}
              {showYear ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - PAD.bottom + 30}
                  textAnchor="middle"
                  className="fill-ink/75 text-[10px]"
                >
                  {m.month.slice(0, 4)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

function MonthsTable({ months }: { months: MonthlyCollection[] }) {
  return (
    <table className="w-full min-w-[18rem] border-collapse text-sm">
      <caption className="sr-only">{CHART_TEXT.caption}</caption>
      <thead>
        <tr className="border-b border-forest/15 text-left">
          <th scope="col" className="py-1.5 pr-2 font-semibold text-forest">
            {CHART_TEXT.monthColumn}
          </th>
          <th scope="col" className="px-2 py-1.5 text-right font-semibold text-forest">
            {CHART_TEXT.numberColumn}
          </th>
          <th scope="col" className="px-2 py-1.5 text-right font-semibold text-forest">
            {CHART_TEXT.kgsColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month} className="border-b border-forest/5">
            <th scope="row" className="py-1.5 pr-2 text-left font-medium">
              {formatMonth(m.month)}
            </th>
            <td className="px-2 py-1.5 text-right tabular-nums">{formatNumber(m.buttsNumber)}</td>
            <td className="px-2 py-1.5 text-right tabular-nums">{formatKg(m.buttsKgs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
