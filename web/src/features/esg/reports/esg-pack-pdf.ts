import { ESG_REFERENCES, type EsgPack, SCOPE3_CUTOFF_NOTE } from "@filtercycle/contract/esg/esg";
import { FACTOR_RANGES } from "@filtercycle/contract/impact/impact-methods";
import { LANGUAGE_TAGS, type Language } from "@filtercycle/contract/languages";
import { esg as englishEsg } from "@filtercycle/contract/messages/en/esg";
import { fill } from "@filtercycle/contract/messages/fill";
import type { TranslationOf } from "@filtercycle/contract/messages/types";
import { PDFDocument } from "pdf-lib";
import { formatDay, formatKg, formatMonth, formatNumber } from "#web/lib/format";
import { PDF_COLOURS } from "#web/lib/pdf/brand-colours";
import { type Cursor, drawTable, type TableColumn, type TableRow } from "#web/lib/pdf/pdf-table";
import { drawLine, LINE_HEIGHT, wrap } from "#web/lib/pdf/pdf-text";
import { A4, MARGIN } from "#web/lib/pdf/report-fields";
import { embedFontStacks, type FontBytes } from "#web/lib/pdf/report-fonts";
import {
  ADDED_PAGE_TOP,
  addReportPage,
  CONTENT_BOTTOM,
  numberPages,
  section,
} from "#web/lib/pdf/report-frame";
import { ENGLISH_REPORT_WORDS, type ReportsTexts } from "#web/lib/pdf/report-texts";
import { drawVerificationStamp, type Verification } from "#web/lib/pdf/verification-stamp";

/**
 * The ESG pack as an A4 portrait PDF (issue 15), made in the browser from the API's pack and the
 * number the API issued for it: each standard's figures in a table with its reference (GRI
 * 306-4, BRSR P6 EI 9, GHG Scope 3 cat. 5), the derived figures, the twelve months, the method
 * versions in force with their sources, the cut-off note, and the verification stamp.
 *
 * In the reader's language (issue 29): the figures' names are the ESG tab's (catalogue `esg`,
 * already loaded with the dashboard's words), the pack's own words the report PDFs' (`reports`,
 * loaded with this code); the references stay as a filing quotes them, method sources and a
 * Scope 3 note staff wrote as written. English is exactly what the PDF printed before.
 */
export type EsgTexts = TranslationOf<typeof englishEsg>;
export type EsgPdfWords = { language: Language; esg: EsgTexts; reports: ReportsTexts };

export const ENGLISH_ESG_PDF_WORDS: EsgPdfWords = {
  language: "en",
  esg: englishEsg,
  reports: ENGLISH_REPORT_WORDS.texts,
};

const WIDTH = A4.width - 2 * MARGIN;
const STAMP_HEIGHT = 78;

function figureColumns(t: EsgTexts): readonly TableColumn[] {
  return [
    { header: t.reference, width: 104 },
    { header: t.figure, width: WIDTH - 104 - 140 - 90 },
    { header: t.value, width: 140, align: "right" },
    { header: t.unit, width: 90 },
  ];
}

const tonnes = (value: number) => value.toFixed(3);

/** A method version's name and days in the reader's words (English: contract impact-methods.ts). */
function methodCells(
  method: EsgPack["methods"][number],
  t: EsgTexts,
  language: Language,
): [string, string] {
  const day = (value: string) => formatDay(value, language);
  const from = method.effectiveFrom ? day(method.effectiveFrom) : null;
  const to = method.effectiveTo ? day(method.effectiveTo) : null;
  const label = from ? fill(t["methods.of"], { day: from }) : t["methods.original"];
  const dates =
    from && to
      ? fill(t["methods.fromTo"], { from, to })
      : from
        ? fill(t["methods.from"], { day: from })
        : to
          ? fill(t["methods.until"], { day: to })
          : t["methods.always"];
  return [label, dates];
}

/** The rows of each standard's table, as text. Pure, for tests. */
export function esgPdfTables(pack: EsgPack, words: EsgPdfWords = ENGLISH_ESG_PDF_WORDS) {
  const { gri, brsr, scope3 } = ESG_REFERENCES;
  const { esg: t, reports: r, language } = words;
  const T = r["esg.tonnes"];
  const row = (reference: string, figure: string, value: string, unit: string): TableRow => ({
    cells: [reference, figure, value, unit],
  });
  // The category by its key in the reader's words (the API's label is English), as on the tab.
  const category = pack.brsr.category
    ? t[`brsr.${pack.brsr.category}`]
    : (pack.brsr.categoryLabel ?? t["brsr.notChosen"]);
  const s3 = pack.scope3Category5;
  return {
    gri: [
      row(gri, t["gri.recyclingOffsite"], tonnes(pack.gri3064.recycling), T),
      row(gri, t["gri.preparationForReuse"], tonnes(pack.gri3064.preparationForReuse), T),
      row(gri, t["gri.otherRecovery"], tonnes(pack.gri3064.otherRecovery), T),
      row(gri, t["gri.onsite"], tonnes(pack.gri3064.onsite), T),
      row(gri, t["gri.offsite"], tonnes(pack.gri3064.offsite), T),
      { ...row(gri, t["gri.total"], tonnes(pack.gri3064.total), T), bold: true },
    ],
    brsr: [
      row(brsr, t["brsr.category"], category, ""),
      row(brsr, t["brsr.recycled"], tonnes(pack.brsr.recycledTonnes), T),
      row(brsr, t["brsr.reused"], tonnes(pack.brsr.reusedTonnes), T),
      row(brsr, t["brsr.otherRecovery"], tonnes(pack.brsr.otherRecoveryTonnes), T),
    ],
    scope3: [
      row(scope3, t["scope3.activity"], formatKg(s3.activityKg), t.kg),
      row(
        scope3,
        t["scope3.co2e"],
        s3.co2eKg === null ? t["scope3.noCo2e"] : formatKg(s3.co2eKg),
        s3.co2eKg === null ? "" : r["esg.co2eUnit"],
      ),
    ],
    derived: [
      row(t.collected, t["derived.butts"], formatNumber(pack.butts), t.butts),
      row(t.derived, t["derived.toxic"], formatKg(pack.derived.toxicWasteKg), t.kg),
      row(t.derived, t["derived.microplastic"], formatKg(pack.derived.microplasticKg), t.kg),
      row(t.derived, t["derived.water"], formatNumber(pack.derived.waterLitres), t.litres),
    ],
    months: pack.months.map((month) => ({
      cells: [formatMonth(month.month, language), formatKg(month.kg), formatNumber(month.butts)],
    })),
    methods: pack.methods.map((method) => {
      const factors = method.factors;
      return {
        cells: [
          ...methodCells(method, t, language),
          [
            fill(t["methods.toxic"], {
              value: factors.toxicWasteKgPerButtKg.value,
              source: factors.toxicWasteKgPerButtKg.source,
            }),
            fill(t["methods.microplastic"], {
              value: factors.microplasticKgPerButtKg.value,
              source: factors.microplasticKgPerButtKg.source,
            }),
            fill(t["methods.water"], {
              value: factors.waterLitresPerButt.value,
              source: factors.waterLitresPerButt.source,
            }),
          ].join(" · "),
        ],
      };
    }),
  };
}

/** Every text the PDF may print: its words and the pack's data (for the fonts it needs). */
export function esgPdfTexts(pack: EsgPack, words: EsgPdfWords): string[] {
  return [
    pack.businessName,
    pack.scope3Category5.note,
    pack.brsr.categoryLabel ?? "",
    ...pack.methods.flatMap((method) =>
      Object.values(method.factors).map((factor) => factor.source),
    ),
    ...Object.values(words.esg),
    ...Object.values(words.reports),
  ];
}

export async function makeEsgPackPdf(
  fontBytes: FontBytes,
  pack: EsgPack,
  verification: Verification,
  generatedOn: string,
  words: EsgPdfWords = ENGLISH_ESG_PDF_WORDS,
): Promise<Uint8Array> {
  const { esg: t, reports: r, language } = words;
  const day = (value: string) => formatDay(value, language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(fill(r["esg.title"], { year: pack.year }));
  pdf.setAuthor("Filtercycle");
  pdf.setLanguage(LANGUAGE_TAGS[language]);
  const fonts = await embedFontStacks(pdf, fontBytes);
  const identity = fill(r["esg.identity"], {
    name: pack.businessName,
    code: pack.customerCode,
    year: pack.year,
    start: day(pack.periodStart),
    end: day(pack.periodEnd),
    day: day(generatedOn),
  });
  const newPage = (): Cursor => ({
    page: addReportPage(pdf, fonts, r["esg.band"], identity),
    top: ADDED_PAGE_TOP,
  });
  let cursor = newPage();
  const limit = A4.height - CONTENT_BOTTOM;

  /** A section heading, on a new page when it and a row or two would not fit. */
  const heading = (title: string, room = 70) => {
    if (cursor.top + room > limit) cursor = newPage();
    section(cursor.page, fonts.bold, cursor.top, title);
    cursor = { ...cursor, top: cursor.top + 30 };
  };
  const table = (columns: readonly TableColumn[], rows: readonly TableRow[], maxLines = 3) => {
    cursor = drawTable(cursor, { x: MARGIN, columns, rows, fonts, size: 8, maxLines, newPage });
    cursor = { ...cursor, top: cursor.top + 8 };
  };
  const note = (text: string, size = 7.5) => {
    const lines = wrap(text, fonts.regular, size, WIDTH);
    if (cursor.top + lines.length * size * LINE_HEIGHT > limit) cursor = newPage();
    for (const line of lines) {
      cursor = { ...cursor, top: cursor.top + size * LINE_HEIGHT };
      drawLine(cursor.page, line, fonts.regular, {
        x: MARGIN,
        y: A4.height - cursor.top,
        size,
        color: PDF_COLOURS.muted,
      });
    }
    cursor = { ...cursor, top: cursor.top + 10 };
  };

  const rows = esgPdfTables(pack, words);
  const figures = figureColumns(t);
  note(t.intro, 8.5);
  heading(t["gri.heading"]);
  table(figures, rows.gri);
  heading(t["brsr.heading"]);
  table(figures, rows.brsr);
  // The guidance is the contract's BRSR_CATEGORY_GUIDANCE, in the reader's words.
  const guidance = t["brsr.guidance"];
  note(pack.brsr.category === null ? `${r["esg.notChosen"]} ${guidance}` : guidance);
  heading(t["scope3.heading"]);
  table(figures, rows.scope3);
  // The contract's cut-off note in the reader's words; a note staff wrote, as written.
  note(
    pack.scope3Category5.note === SCOPE3_CUTOFF_NOTE ? t["scope3.note"] : pack.scope3Category5.note,
  );
  heading(t["derived.heading"]);
  table(figures, rows.derived);
  const water = FACTOR_RANGES.waterLitresPerButt;
  if (water) {
    note(
      fill(r["esg.waterRange"], { low: formatNumber(water.low), high: formatNumber(water.high) }),
    );
  }
  heading(r["esg.monthsHeading"], 120);
  table(
    [
      { header: t["months.month"], width: WIDTH / 3 },
      { header: t["months.kg"], width: WIDTH / 3, align: "right" },
      { header: t["months.butts"], width: WIDTH / 3, align: "right" },
    ],
    rows.months,
  );
  heading(r["esg.methodsHeading"], 90);
  table(
    [
      { header: t["methods.method"], width: 110 },
      { header: t["methods.dates"], width: 120 },
      { header: t["methods.factors"], width: WIDTH - 230 },
    ],
    rows.methods,
    // Every source whole (issue 28: they were cut off with "…"): as many lines as they take.
    Number.POSITIVE_INFINITY,
  );

  if (cursor.top + STAMP_HEIGHT > limit) cursor = newPage();
  drawVerificationStamp(
    cursor.page,
    { ...verification, words: { number: r["stamp.number"], check: r["stamp.check"] } },
    fonts,
    {
      x: MARGIN,
      y: A4.height - cursor.top - STAMP_HEIGHT + 8,
      size: 64,
      fontSize: 8,
    },
  );
  numberPages(pdf, fonts.regular, (page, pages) => fill(r.page, { page, pages }));
  return pdf.save();
}
