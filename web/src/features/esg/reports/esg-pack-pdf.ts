import {
  BRSR_CATEGORY_GUIDANCE,
  BRSR_NOT_CHOSEN,
  ESG_FRAMEWORK_NAMES,
  ESG_REFERENCES,
  type EsgPack,
} from "@filtercycle/contract/esg/esg";
import { FACTOR_RANGES, methodDates } from "@filtercycle/contract/impact/impact-methods";
import { PDFDocument } from "pdf-lib";
import { ESG_PDF_TEXT, ESG_TEXT, esgMonthName } from "#web/features/esg/esg-text";
import { formatDay, formatKg, formatNumber } from "#web/lib/format";
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
import { drawVerificationStamp, type Verification } from "#web/lib/pdf/verification-stamp";

/**
 * The ESG pack as an A4 portrait PDF (issue 15), made in the browser from the API's pack and the
 * number the API issued for it: each standard's figures in a table with its reference (GRI
 * 306-4, BRSR P6 EI 9, GHG Scope 3 cat. 5), the derived figures, the twelve months, the method
 * versions in force with their sources, the cut-off note, and the verification stamp.
 */
const WIDTH = A4.width - 2 * MARGIN;
const STAMP_HEIGHT = 78;

const FIGURE_COLUMNS: readonly TableColumn[] = [
  { header: ESG_TEXT.reference, width: 104 },
  { header: ESG_TEXT.figure, width: WIDTH - 104 - 140 - 90 },
  { header: ESG_TEXT.value, width: 140, align: "right" },
  { header: ESG_TEXT.unit, width: 90 },
];

const tonnes = (value: number) => value.toFixed(3);
const T = "t (metric tonnes)";

/** The rows of each standard's table, as text. Pure, for tests. */
export function esgPdfTables(pack: EsgPack) {
  const { gri, brsr, scope3 } = ESG_REFERENCES;
  const row = (reference: string, figure: string, value: string, unit: string): TableRow => ({
    cells: [reference, figure, value, unit],
  });
  const t = ESG_TEXT;
  return {
    gri: [
      row(
        gri,
        `${t.gri.rows.recycling}, ${t.gri.offsite.toLowerCase()}`,
        tonnes(pack.gri3064.recycling),
        T,
      ),
      row(gri, t.gri.rows.preparationForReuse, tonnes(pack.gri3064.preparationForReuse), T),
      row(gri, t.gri.rows.otherRecovery, tonnes(pack.gri3064.otherRecovery), T),
      row(gri, t.gri.onsite, tonnes(pack.gri3064.onsite), T),
      row(gri, t.gri.offsite, tonnes(pack.gri3064.offsite), T),
      { ...row(gri, t.gri.rows.total, tonnes(pack.gri3064.total), T), bold: true },
    ],
    brsr: [
      row(brsr, t.brsr.category, pack.brsr.categoryLabel ?? t.brsr.notChosen, ""),
      row(brsr, t.brsr.recycled, tonnes(pack.brsr.recycledTonnes), T),
      row(brsr, t.brsr.reused, tonnes(pack.brsr.reusedTonnes), T),
      row(brsr, t.brsr.otherRecovery, tonnes(pack.brsr.otherRecoveryTonnes), T),
    ],
    scope3: [
      row(scope3, t.scope3.activity, formatKg(pack.scope3Category5.activityKg), "kg"),
      row(
        scope3,
        t.scope3.co2e,
        pack.scope3Category5.co2eKg === null
          ? t.scope3.noCo2e
          : formatKg(pack.scope3Category5.co2eKg),
        pack.scope3Category5.co2eKg === null ? "" : "kg CO2e, not deductible",
      ),
    ],
    derived: [
      row("Collected", t.derived.butts, formatNumber(pack.butts), "butts"),
      row("Derived", t.derived.toxic, formatKg(pack.derived.toxicWasteKg), "kg"),
      row("Derived", t.derived.microplastic, formatKg(pack.derived.microplasticKg), "kg"),
      row("Derived", t.derived.water, formatNumber(pack.derived.waterLitres), "litres"),
    ],
    months: pack.months.map((month) => ({
      cells: [esgMonthName(month.month), formatKg(month.kg), formatNumber(month.butts)],
    })),
    methods: pack.methods.map((method) => ({
      cells: [
        method.label,
        methodDates(method),
        [
          `Toxic waste ${method.factors.toxicWasteKgPerButtKg.value} kg per kg (${method.factors.toxicWasteKgPerButtKg.source})`,
          `Microplastic ${method.factors.microplasticKgPerButtKg.value} kg per kg (${method.factors.microplasticKgPerButtKg.source})`,
          `Water ${method.factors.waterLitresPerButt.value} litres per butt (${method.factors.waterLitresPerButt.source})`,
        ].join(" · "),
      ],
    })),
  };
}

export async function makeEsgPackPdf(
  fontBytes: FontBytes,
  pack: EsgPack,
  verification: Verification,
  generatedOn: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(ESG_PDF_TEXT.title(pack.year));
  pdf.setAuthor("Filtercycle");
  const fonts = await embedFontStacks(pdf, fontBytes);
  const identity = `${pack.businessName} (${pack.customerCode}) · FY ${pack.year}: ${formatDay(pack.periodStart)} to ${formatDay(pack.periodEnd)} · made on ${formatDay(generatedOn)}`;
  const newPage = (): Cursor => ({
    page: addReportPage(pdf, fonts, ESG_PDF_TEXT.band, identity),
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

  const rows = esgPdfTables(pack);
  note(ESG_TEXT.intro, 8.5);
  heading(ESG_FRAMEWORK_NAMES.gri);
  table(FIGURE_COLUMNS, rows.gri);
  heading(ESG_FRAMEWORK_NAMES.brsr);
  table(FIGURE_COLUMNS, rows.brsr);
  note(
    pack.brsr.category === null
      ? `${BRSR_NOT_CHOSEN} ${BRSR_CATEGORY_GUIDANCE}`
      : BRSR_CATEGORY_GUIDANCE,
  );
  heading(ESG_FRAMEWORK_NAMES.scope3);
  table(FIGURE_COLUMNS, rows.scope3);
  note(pack.scope3Category5.note);
  heading(ESG_TEXT.derived.heading);
  table(FIGURE_COLUMNS, rows.derived);
  const water = FACTOR_RANGES.waterLitresPerButt;
  if (water) note(water.note);
  heading(ESG_TEXT.months.heading, 120);
  table(
    [
      { header: ESG_TEXT.months.month, width: WIDTH / 3 },
      { header: ESG_TEXT.months.kg, width: WIDTH / 3, align: "right" },
      { header: ESG_TEXT.months.butts, width: WIDTH / 3, align: "right" },
    ],
    rows.months,
  );
  heading(ESG_TEXT.methods.heading, 90);
  table(
    [
      { header: ESG_TEXT.methods.method, width: 110 },
      { header: ESG_TEXT.methods.dates, width: 120 },
      { header: ESG_TEXT.methods.factors, width: WIDTH - 230 },
    ],
    rows.methods,
    // Every source whole (issue 28: they were cut off with "…"): as many lines as they take.
    Number.POSITIVE_INFINITY,
  );

  if (cursor.top + STAMP_HEIGHT > limit) cursor = newPage();
  drawVerificationStamp(cursor.page, verification, fonts, {
    x: MARGIN,
    y: A4.height - cursor.top - STAMP_HEIGHT + 8,
    size: 64,
    fontSize: 8,
  });
  numberPages(pdf, fonts.regular);
  return pdf.save();
}
