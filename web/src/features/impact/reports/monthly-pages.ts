import type { MonthlyCollection } from "@filtercycle/contract/impact/dashboard";
import { fill } from "@filtercycle/contract/messages/fill";
import type { PDFDocument, PDFPage } from "pdf-lib";
import { formatMonth, formatMonthShort } from "#web/lib/dashboard-format";
import { formatKg, formatNumber } from "#web/lib/format";
import { PDF_COLOURS } from "#web/lib/pdf/brand-colours";
import { type Cursor, drawTable, type TableColumn, type TableRow } from "#web/lib/pdf/pdf-table";
import {
  boxFor,
  drawInBox,
  drawLine,
  drawLineWithin,
  type FontStack,
  widthOf,
} from "#web/lib/pdf/pdf-text";
import { A4, MARGIN } from "#web/lib/pdf/report-fields";
import type { FontStacks } from "#web/lib/pdf/report-fonts";
import { ADDED_PAGE_TOP, addReportPage, section } from "#web/lib/pdf/report-frame";
import {
  ENGLISH_REPORT_WORDS,
  type ReportsTexts,
  type ReportWords,
} from "#web/lib/pdf/report-texts";
import { axisTicks, MONTHLY_MAX_MONTHS, type MonthlyPlan } from "./monthly-values";

/**
 * The collection report's own pages: a bar chart of the kg collected in each month of the
 * period, drawn with pdf-lib shapes, and the month-by-month table (month, butts in number, kg)
 * with its total, over as many pages as the months need.
 */
const EN = ENGLISH_REPORT_WORDS.texts;

/** The English words, as the tests read them (the catalogue's `reports` area, `monthly.*`). */
export const MONTHLY_TEXT = {
  band: EN["monthly.band"],
  heading: EN["monthly.heading"],
  continued: EN["monthly.continued"],
  chartTitle: EN["monthly.chartTitle"],
  columns: { month: EN["monthly.month"], number: EN["monthly.number"], kg: EN["monthly.kg"] },
  total: EN["monthly.total"],
  cutOff: (month: string) => cutOffNote(month, EN),
  partial: EN["monthly.partial"],
  none: EN["monthly.none"],
  unavailable: EN["monthly.unavailable"],
} as const;

function cutOffNote(month: string, t: ReportsTexts): string {
  return fill(t["monthly.cutOff"], { max: MONTHLY_MAX_MONTHS, month });
}

const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export function monthlyColumns(t: ReportsTexts): readonly TableColumn[] {
  return [
    { header: t["monthly.month"], width: CONTENT_WIDTH / 3 },
    { header: t["monthly.number"], width: CONTENT_WIDTH / 3, align: "right" },
    { header: t["monthly.kg"], width: CONTENT_WIDTH / 3, align: "right" },
  ];
}

/** The table's rows as text, with the total last (kg summed in grams, so no 0.30000000004). */
export function monthlyRows(
  months: readonly MonthlyCollection[],
  { language, texts: t }: ReportWords = ENGLISH_REPORT_WORDS,
): TableRow[] {
  const grams = months.reduce((sum, row) => sum + Math.round(row.buttsKgs * 1000), 0);
  const butts = months.reduce((sum, row) => sum + row.buttsNumber, 0);
  return [
    ...months.map((row) => ({
      cells: [
        formatMonth(row.month, language),
        formatNumber(row.buttsNumber),
        formatKg(row.buttsKgs),
      ],
    })),
    { cells: [t["monthly.total"], formatNumber(butts), formatKg(grams / 1000)], bold: true },
  ];
}

const CHART = { height: 230, axisWidth: 46, plotHeight: 140, headroom: 26, labelRoom: 44 };

/** The bar chart, `top` points below the page's top edge; answers its height. */
function drawChart(
  page: PDFPage,
  fonts: FontStacks,
  months: readonly MonthlyCollection[],
  top: number,
  { language, texts: t }: ReportWords,
): number {
  const { muted, rule, ink, leaf, forest } = PDF_COLOURS;
  drawLineWithin(page, t["monthly.chartTitle"], fonts.bold, {
    x: MARGIN,
    y: A4.height - top - 12,
    size: 10.5,
    color: forest,
    width: CONTENT_WIDTH,
    minSize: 8,
  });
  const base = A4.height - top - 18 - CHART.headroom - CHART.plotHeight;
  const left = MARGIN + CHART.axisWidth;
  const right = A4.width - MARGIN;
  const ticks = axisTicks(Math.max(0, ...months.map((row) => row.buttsKgs)));
  const topTick = ticks.at(-1) ?? 1;
  const yOf = (kg: number) => base + (kg / topTick) * CHART.plotHeight;

  // Grid lines and round tick labels on the value axis.
  for (const tick of ticks) {
    const y = yOf(tick);
    page.drawLine({
      start: { x: left, y },
      end: { x: right, y },
      thickness: tick === 0 ? 0.9 : 0.4,
      color: tick === 0 ? ink : rule,
    });
    const label = formatNumber(tick);
    drawLine(page, label, fonts.regular, {
      x: left - 5 - widthOf(label, fonts.regular, 7.5),
      y: y - 2.6,
      size: 7.5,
      color: muted,
    });
  }
  const unit = t["monthly.axisKg"];
  drawLine(page, unit, fonts.regular, {
    x: left - 5 - widthOf(unit, fonts.regular, 7.5),
    y: yOf(topTick) + 10,
    size: 7.5,
    color: muted,
  });

  const slot = (right - left) / Math.max(1, months.length);
  // One way for all month labels: across when every short name fits its slot, else upwards.
  const across = months.every(
    (row) => widthOf(formatMonthShort(row.month, language), fonts.regular, 7.5) <= slot - 2,
  );
  const barWidth = Math.min(slot * 0.62, 34);
  const valueSize = 7;
  months.forEach((row, index) => {
    const centre = left + slot * (index + 0.5);
    const height = yOf(row.buttsKgs) - base;
    if (height > 0) {
      page.drawRectangle({
        x: centre - barWidth / 2,
        y: base,
        width: barWidth,
        height,
        color: leaf,
      });
    }
    // The value over its bar: across when it fits in the bar's slot, else reading upwards.
    const value = formatKg(row.buttsKgs);
    drawCentred(page, value, fonts.regular, {
      centre,
      y: base + height + 3,
      size: valueSize,
      room: slot - 2,
      color: ink,
      above: true,
    });
    // Month labels: "Jan" and, under the first month and every January, the year.
    const short = formatMonthShort(row.month, language);
    if (across) {
      drawCentred(page, short, fonts.regular, {
        centre,
        y: base - 11,
        size: 7.5,
        room: slot,
        color: muted,
      });
      if (index === 0 || row.month.endsWith("-01")) {
        drawCentred(page, row.month.slice(0, 4), fonts.bold, {
          centre,
          y: base - 21,
          size: 7,
          room: slot + 20,
          color: muted,
        });
      }
    } else {
      const label = formatMonth(row.month, language);
      drawLine(page, label, fonts.regular, {
        x: centre + 2.6,
        y: base - 4 - widthOf(label, fonts.regular, 7),
        size: 7,
        color: muted,
        upwards: true,
      });
    }
  });
  return CHART.height;
}

/** Text centred on `centre`; when wider than `room`, drawn upwards from `y` instead (above). */
function drawCentred(
  page: PDFPage,
  text: string,
  stack: FontStack,
  options: {
    centre: number;
    y: number;
    size: number;
    room: number;
    color: typeof PDF_COLOURS.ink;
    above?: boolean;
  },
) {
  const width = widthOf(text, stack, options.size);
  if (width <= options.room || !options.above) {
    drawLine(page, text, stack, {
      x: options.centre - width / 2,
      y: options.y,
      size: options.size,
      color: options.color,
    });
    return;
  }
  drawLine(page, text, stack, {
    x: options.centre + options.size * 0.36,
    y: options.y,
    size: options.size,
    color: options.color,
    upwards: true,
  });
}

/**
 * Adds the month-by-month pages. `months` null: the monthly figures could not be loaded, and
 * the page says so with SPEC.md §8's "Data N/A" instead of leaving the reader guessing.
 */
export function addMonthlyPages(
  pdf: PDFDocument,
  fonts: FontStacks,
  monthly: { plan: MonthlyPlan; months: readonly MonthlyCollection[] | null },
  identity: string,
  words: ReportWords = ENGLISH_REPORT_WORDS,
) {
  const { language, texts: t } = words;
  const page = addReportPage(pdf, fonts, t["monthly.band"], identity);
  section(page, fonts.bold, ADDED_PAGE_TOP, t["monthly.heading"]);
  let top = ADDED_PAGE_TOP + 34;

  const notes = [
    monthly.months === null ? t["monthly.unavailable"] : null,
    monthly.months !== null && monthly.months.length === 0 ? t["monthly.none"] : null,
    monthly.plan.cutBefore ? cutOffNote(formatMonth(monthly.plan.cutBefore, language), t) : null,
    monthly.months?.length && monthly.plan.partialMonths ? t["monthly.partial"] : null,
  ].filter((note): note is string => note !== null);
  for (const note of notes) {
    const box = boxFor(note, fonts.regular, {
      x: MARGIN,
      y: A4.height - top - 24,
      width: CONTENT_WIDTH,
      height: 24,
      maxSize: 9,
      minSize: 7,
      maxLines: 2,
    });
    const fit = drawInBox(page, note, fonts.regular, box, PDF_COLOURS.noticeInk);
    top += fit.lines.length * fit.size * 1.25 + 8;
  }
  if (!monthly.months?.length) return;

  top += drawChart(page, fonts, monthly.months, top + 4, words) + 8;
  const newPage = (): Cursor => {
    const next = addReportPage(pdf, fonts, t["monthly.band"], identity);
    section(next, fonts.bold, ADDED_PAGE_TOP, t["monthly.continued"]);
    return { page: next, top: ADDED_PAGE_TOP + 30 };
  };
  drawTable(
    { page, top },
    {
      x: MARGIN,
      columns: monthlyColumns(t),
      rows: monthlyRows(monthly.months, words),
      fonts,
      size: 9,
      newPage,
    },
  );
}
