import type { DateRange } from "@filtercycle/contract/dates";
import type { MonthlyCollection } from "@filtercycle/contract/impact/dashboard";
import { CHART_MAX_MONTHS, chartRangeOf } from "@filtercycle/contract/period-presets";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useChosenPeriod } from "#web/hooks/use-chosen-period";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { formatDayRangeShort, formatMonth, formatMonthShort } from "#web/lib/dashboard-format";
import { type FormatLocale, formatKg, formatNumber } from "#web/lib/format";
import { CHART_TEXT } from "../constants";
import { useMonthlyCollections } from "../hooks/use-dashboard-data";
import { RetryNotice, Skeleton } from "./retry-notice";

type Measure = "number" | "kgs";

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 40, left: 56 };

/**
 * The axis ticks: 0 up to the first tick at or above the maximum, in steps of 1, 2 or 5 times a
 * power of ten (at most five steps), so a reader sees 0 / 1 / 2 / 3 kg, never 0.75 / 1.5 / 2.25.
 * Counts step by whole numbers.
 */
export function axisTicks(max: number, { whole }: { whole: boolean }): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  if (whole) step = Math.max(1, step);
  const count = Math.ceil(max / step - 1e-9);
  // toPrecision: 3 × 0.1 is 0.30000000000000004 in binary; the tick is 0.3.
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
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
 * The days of `month` (YYYY-MM) inside `range`, or null when the range covers the whole month:
 * a bar of part of a month is named by its days ("1–23 Nov 2026") and drawn lighter.
 */
function partOfMonth(month: string, range: DateRange): DateRange | null {
  const first = `${month}-01`;
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  const startDate = range.startDate > first ? range.startDate : first;
  const endDate = range.endDate < last ? range.endDate : last;
  return startDate === first && endDate === last ? null : { startDate, endDate };
}

/**
 * Butts collected per month in the period chosen above (beyond SPEC.md: a trend the tables
 * cannot show; it follows the period bar, issue 25), at most CHART_MAX_MONTHS months, from one
 * call, get_monthly_collections. A hand-drawn SVG: no chart library for a bar a month. The
 * figures are also available as a table (a toggle), and each bar has a tooltip.
 */
export function MonthlyChart() {
  const period = useChosenPeriod();
  const chart = chartRangeOf(period.range);
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();
  const rangeText = formatDayRangeShort(chart.range.startDate, chart.range.endDate, locale);
  const caption = fill(t["chart.caption"], { range: rangeText });
  const query = useMonthlyCollections(chart.range);
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
            {t["chart.heading"]}
          </h2>
          <p className="text-sm text-ink/70">
            {chart.capped
              ? fill(t["chart.introCapped"], { range: rangeText, max: CHART_MAX_MONTHS })
              : fill(t["chart.intro"], { range: rangeText })}
          </p>
        </div>
        <fieldset className="flex items-center gap-2 text-sm">
          <legend className="sr-only">{t["chart.measureLabel"]}</legend>
          {(["number", "kgs"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={measure === option}
              onClick={() => setMeasure(option)}
              className="rounded-full border border-forest/30 px-3 py-1 font-semibold text-forest hover:bg-forest/5 focus-ring aria-pressed:bg-forest aria-pressed:text-white"
            >
              {option === "number" ? t["chart.showNumber"] : t["chart.showKgs"]}
            </button>
          ))}
        </fieldset>
      </div>
      {query.isError ? (
        <div className="mt-4">
          <RetryNotice message={t["loadFailed.chart"]} onRetry={() => void query.refetch()} />
        </div>
      ) : query.data ? (
        <>
          <Bars
            months={query.data.months}
            measure={measure}
            range={chart.range}
            caption={caption}
            t={t}
            locale={locale}
          />
          <button
            type="button"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
            className="mt-2 text-sm font-semibold text-leaf underline underline-offset-2 hover:text-forest focus-ring"
          >
            {showTable ? t["chart.tableHide"] : t["chart.tableShow"]}
          </button>
          <div id={tableId} hidden={!showTable} className="mt-3 overflow-x-auto">
            <MonthsTable
              months={query.data.months}
              range={chart.range}
              caption={caption}
              t={t}
              locale={locale}
            />
          </div>
        </>
      ) : (
        <Skeleton className="mt-4 h-56 w-full" />
      )}
    </section>
  );
}

/** A bar's or row's name: "Oct 2026" for a whole month, its days for part of one. */
function monthName(m: MonthlyCollection, range: DateRange, locale: FormatLocale): string {
  const part = partOfMonth(m.month, range);
  return part
    ? formatDayRangeShort(part.startDate, part.endDate, locale)
    : formatMonth(m.month, locale);
}

type ChartTexts = AppTexts["dashboard"];

function Bars({
  months,
  measure,
  range,
  caption,
  t,
  locale,
}: {
  months: MonthlyCollection[];
  measure: Measure;
  range: DateRange;
  caption: string;
  t: ChartTexts;
  locale: FormatLocale;
}) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const valueFor = (m: MonthlyCollection) => (measure === "number" ? m.buttsNumber : m.buttsKgs);
  const unit = measure === "number" ? t["chart.unitNumber"] : t["chart.unitKgs"];
  const formatValue = measure === "number" ? formatNumber : formatKg;
  const ticks = axisTicks(Math.max(0, ...months.map(valueFor)), { whole: measure === "number" });
  const top = ticks.at(-1) ?? 1;
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = months.length ? plotWidth / months.length : 0;
  const barWidth = Math.max(4, Math.min(36, slot * 0.62));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  // One bar holds the tab stop (arrow keys move it: one Tab past all the bars); the bar hovered
  // or focused shows its month and figure above it.
  const [active, setActive] = useState(months.length - 1);
  const anyPart = months.some((m) => partOfMonth(m.month, range) !== null);
  const [shown, setShown] = useState<number | null>(null);
  const bars = useRef<(SVGRectElement | null)[]>([]);
  const labelOf = (m: MonthlyCollection) =>
    CHART_TEXT.barLabel(monthName(m, range, locale), formatValue(valueFor(m)), unit);
  const moveTo = (index: number) => {
    const next = Math.min(months.length - 1, Math.max(0, index));
    setActive(next);
    bars.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: months.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  const shownMonth = shown === null ? undefined : months[shown];
  // On a narrow screen a label per bar would overlap: a label at least every 32 px (every other
  // month for a year at 375 px, every third for 24 months), counted back from the last month so
  // that it is always labelled; the year under the first labelled month of each.
  // Gujarati and Hindi month names are longer than "Nov" (Hindi's are in full): 48 px.
  const every = Math.max(1, Math.ceil((locale === "en" ? 32 : 48) / Math.max(slot, 1)));
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
  return (
    <div ref={ref} className="relative mt-4 w-full">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG chart grouping its bars, not a form */}
      <svg
        width={width}
        height={HEIGHT}
        role="group"
        aria-label={`${caption} (${unit})`}
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
          const isPart = partOfMonth(m.month, range) !== null;
          const labelled = labelledMonths.has(m.month);
          const showYear = yearLabels.has(m.month);
          return (
            <g key={m.month}>
              {/* The slot's full height answers the pointer, so a zero month can be hovered too. */}
              <rect
                x={PAD.left + index * slot}
                y={PAD.top}
                width={slot}
                height={plotHeight}
                fill="transparent"
                onPointerEnter={() => setShown(index)}
                onPointerLeave={() => setShown(null)}
              />
              {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a bar is focusable to show its figure; named by it, it is a picture, not a control */}
              <rect
                ref={(element) => {
                  bars.current[index] = element;
                }}
                role="img"
                aria-label={labelOf(m)}
                tabIndex={index === active ? 0 : -1}
                onKeyDown={(event) => onKeyDown(event, index)}
                onFocus={() => {
                  setActive(index);
                  setShown(index);
                }}
                onBlur={() => setShown(null)}
                onPointerEnter={() => setShown(index)}
                onPointerLeave={() => setShown(null)}
                x={x}
                y={y(value)}
                width={barWidth}
                height={Math.max(0, PAD.top + plotHeight - y(value))}
                rx={3}
                className={`${isPart ? "fill-leaf-light" : "fill-leaf"} outline-none focus-visible:stroke-forest focus-visible:stroke-2`}
              />
              {labelled ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor="middle"
                  className="fill-ink/80 text-[11px]"
                >
                  {formatMonthShort(m.month, locale)}
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
      {shownMonth && shown !== null ? (
        // The bar's own name says the same to a screen reader: this is for the eye.
        <div
          aria-hidden="true"
          data-testid="chart-tooltip"
          // Centred over its bar; over the first and last bars it opens inwards, so it never
          // leaves the card.
          className={`pointer-events-none absolute z-10 -translate-y-full rounded-md bg-forest px-2 py-1 text-xs font-semibold whitespace-nowrap text-white shadow ${
            shown < 2 ? "" : shown >= months.length - 2 ? "-translate-x-full" : "-translate-x-1/2"
          }`}
          style={{
            left:
              shown < 2
                ? PAD.left + shown * slot
                : shown >= months.length - 2
                  ? PAD.left + (shown + 1) * slot
                  : PAD.left + (shown + 0.5) * slot,
            top: y(valueFor(shownMonth)) - 6,
          }}
        >
          {labelOf(shownMonth)}
        </div>
      ) : null}
      {/* The key to the colours (the bars' names already say which days); a list would be one
          more list on a page whose cards are a list. */}
      <p
        data-testid="chart-legend"
        className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink/80"
      >
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-leaf" />
          {t["chart.legendMonth"]}
        </span>
        {anyPart ? (
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-leaf-light" />
            {t["chart.legendPart"]}
          </span>
        ) : null}
      </p>
    </div>
  );
}

function MonthsTable({
  months,
  range,
  caption,
  t,
  locale,
}: {
  months: MonthlyCollection[];
  range: DateRange;
  caption: string;
  t: ChartTexts;
  locale: FormatLocale;
}) {
  return (
    <table className="w-full min-w-[18rem] border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-forest/15 text-left">
          <th scope="col" className="py-1.5 pr-2 font-semibold text-forest">
            {t["chart.monthColumn"]}
          </th>
          <th scope="col" className="px-2 py-1.5 text-right font-semibold text-forest">
            {t["chart.numberColumn"]}
          </th>
          <th scope="col" className="px-2 py-1.5 text-right font-semibold text-forest">
            {t["chart.kgsColumn"]}
          </th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month} className="border-b border-forest/5">
            <th scope="row" className="py-1.5 pr-2 text-left font-medium">
              {monthName(m, range, locale)}
            </th>
            <td className="px-2 py-1.5 text-right tabular-nums">{formatNumber(m.buttsNumber)}</td>
            <td className="px-2 py-1.5 text-right tabular-nums">{formatKg(m.buttsKgs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
