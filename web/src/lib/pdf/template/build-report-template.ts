/**
 * Builds the report template, web/public/assets/report.pdf (PRODUCT.md "Reports and the
 * certificate": a designed two-page A4 PDF made by a script in the repo). Run it after changing
 * the layout or the brand:
 *
 *   npm run build:report-template
 *
 * Every label and box comes from REPORT_FIELDS (report-fields.ts), the map the browser fills the
 * values in by, so the two cannot drift apart. The output is committed; the build does not run
 * this script.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BRAND } from "@filtercycle/contract/brand";
import { PDFDocument, type PDFPage } from "pdf-lib";
import { PDF_COLOURS } from "../brand-colours";
import { drawInBox, drawLine, type FontStack } from "../pdf-text";
import {
  A4,
  MARGIN,
  REPORT_FIELDS,
  REPORT_SECTIONS,
  REPORT_STATIC_TEXT,
  type ReportField,
} from "../report-fields";
import { embedFontStacks } from "../report-fonts";
import { footer, header, section } from "../report-frame";
import { readFontBytes } from "./node-fonts";

const OUTPUT = fileURLToPath(new URL("../../../../public/assets/report.pdf", import.meta.url));

const { forest, leaf, leafLight, ink, muted, rule, white } = PDF_COLOURS;

function labelledBox(page: PDFPage, regular: FontStack, field: ReportField) {
  if (field.label) {
    drawLine(page, field.label.toUpperCase(), regular, {
      x: field.x,
      y: field.y + field.height + 4,
      size: 7.5,
      color: muted,
    });
  }
  page.drawRectangle({
    x: field.x,
    y: field.y,
    width: field.width,
    height: field.height,
    color: white,
    borderColor: rule,
    borderWidth: 0.8,
  });
}

function paragraphs(page: PDFPage, regular: FontStack, top: number, texts: readonly string[]) {
  let y = A4.height - top;
  for (const text of texts) {
    const fit = drawInBox(
      page,
      `• ${text}`,
      regular,
      {
        x: MARGIN,
        y: y - 48,
        width: A4.width - 2 * MARGIN,
        height: 48,
        maxSize: 9.5,
        minSize: 9.5,
        maxLines: 4,
      },
      ink,
    );
    y -= fit.lines.length * 9.5 * 1.25 + 10;
  }
}

/** A closing box on page 2: who to ask about the figures. */
function contact(page: PDFPage, bold: FontStack, regular: FontStack) {
  const top = REPORT_STATIC_TEXT.contactTop;
  const height = 92;
  const y = A4.height - top - height;
  page.drawRectangle({
    x: MARGIN,
    y,
    width: A4.width - 2 * MARGIN,
    height,
    color: PDF_COLOURS.cream,
    borderColor: leafLight,
    borderWidth: 0.8,
  });
  drawLine(page, REPORT_STATIC_TEXT.contactTitle, bold, {
    x: MARGIN + 16,
    y: y + height - 24,
    size: 12,
    color: forest,
  });
  drawInBox(
    page,
    REPORT_STATIC_TEXT.contactBody,
    regular,
    {
      x: MARGIN + 16,
      y: y + 30,
      width: A4.width - 2 * MARGIN - 32,
      height: 30,
      maxSize: 9.5,
      minSize: 8,
      maxLines: 2,
    },
    ink,
  );
  drawLine(page, `${BRAND.email}  ·  ${BRAND.phone}`, bold, {
    x: MARGIN + 16,
    y: y + 14,
    size: 10,
    color: leaf,
  });
}

async function main() {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedFontStacks(pdf, await readFontBytes());
  const pages = [pdf.addPage([A4.width, A4.height]), pdf.addPage([A4.width, A4.height])] as const;

  header(pages[0], bold, 90, REPORT_STATIC_TEXT.header);
  header(pages[1], bold, 60, REPORT_STATIC_TEXT.header);
  for (const { page, top, title } of REPORT_SECTIONS) section(pages[page], bold, top, title);
  for (const field of Object.values(REPORT_FIELDS) as ReportField[]) {
    if (field.boxed) labelledBox(pages[field.page], regular, field);
  }
  drawInBox(
    pages[1],
    REPORT_STATIC_TEXT.socialNote,
    regular,
    {
      x: MARGIN,
      y: A4.height - REPORT_STATIC_TEXT.socialNoteTop - 26,
      width: A4.width - 2 * MARGIN,
      height: 26,
      maxSize: 9,
      minSize: 8,
      maxLines: 2,
    },
    muted,
  );
  paragraphs(pages[1], regular, REPORT_STATIC_TEXT.methodologyTop, REPORT_STATIC_TEXT.methodology);
  contact(pages[1], bold, regular);
  // Page numbers are the filler's: a report has as many pages as its statement or months need.
  footer(pages[0], regular);
  footer(pages[1], regular);

  pdf.setTitle(`${BRAND.name} impact report (template)`);
  pdf.setAuthor(BRAND.legalName);
  pdf.setCreator(`${BRAND.name} build-report-template`);
  pdf.setProducer(BRAND.name);
  // A fixed date keeps the committed file byte-identical from one run to the next.
  const fixed = new Date("2023-01-01T00:00:00Z");
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);

  await mkdir(path.dirname(OUTPUT), { recursive: true });
  await writeFile(OUTPUT, await pdf.save());
  console.log(`Report template written to ${path.relative(process.cwd(), OUTPUT)}`);
}

await main();
