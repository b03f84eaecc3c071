/**
 * Draws the report template (PRODUCT.md "Reports and the certificate": a designed two-page A4 PDF
 * made by a script in the repo) in one language: the brand bands, section headings, every
 * labelled box of REPORT_FIELDS, the social-impact note, the methodology and the contact box.
 * build-report-template.ts writes it for every language; the tests rebuild it to check that the
 * committed files say what the catalogue says.
 */
import { BRAND } from "@filtercycle/contract/brand";
import type { Language } from "@filtercycle/contract/languages";
import { CATALOGUES, type Texts } from "@filtercycle/contract/messages/catalogues";
import { PDFDocument, type PDFPage } from "pdf-lib";
import { PDF_COLOURS } from "../brand-colours";
import { boxFor, drawInBox, drawLine, drawLineWithin, type FontStack, wrap } from "../pdf-text";
import {
  A4,
  MARGIN,
  METHODOLOGY_KEYS,
  REPORT_FIELDS,
  REPORT_SECTIONS,
  REPORT_STATIC_LAYOUT,
  type ReportField,
  type ReportFieldName,
} from "../report-fields";
import { embedFontStacks, fontNeeds } from "../report-fonts";
import { footer, header, section } from "../report-frame";
import { readFontBytes } from "./node-fonts";

export type ReportTemplateTexts = Texts<"reportTemplate">;

const { forest, leaf, leafLight, ink, muted, rule, white } = PDF_COLOURS;

function labelledBox(
  page: PDFPage,
  regular: FontStack,
  field: ReportField,
  label: string | null,
  size: number,
) {
  if (label) {
    // A label wider than its box shrinks to it.
    drawLineWithin(page, label.toUpperCase(), regular, {
      x: field.x,
      y: field.y + field.height + 4,
      size,
      color: muted,
      width: field.width,
      minSize: 6,
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
  const size = 9.5;
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - top;
  for (const text of texts) {
    // Four lines of room, more for a paragraph that needs them (the same place for four or fewer).
    const lines = Math.max(4, wrap(`• ${text}`, regular, size, width).length);
    const height = Math.max(48, lines * size * 1.25);
    const fit = drawInBox(
      page,
      `• ${text}`,
      regular,
      { x: MARGIN, y: y - height, width, height, maxSize: size, minSize: size, maxLines: lines },
      ink,
    );
    y -= fit.lines.length * size * 1.25 + 10;
  }
}

/** A closing box on page 2: who to ask about the figures. */
function contact(page: PDFPage, bold: FontStack, regular: FontStack, t: ReportTemplateTexts) {
  const top = REPORT_STATIC_LAYOUT.contactTop;
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
  drawLine(page, t.contactTitle, bold, {
    x: MARGIN + 16,
    y: y + height - 24,
    size: 12,
    color: forest,
  });
  const body = {
    x: MARGIN + 16,
    y: y + 30,
    width: A4.width - 2 * MARGIN - 32,
    height: 30,
    maxSize: 9.5,
    minSize: 8,
    maxLines: 2,
  };
  // A third line, lower down, for a text that two cannot hold.
  drawInBox(page, t.contactBody, regular, boxFor(t.contactBody, regular, body, 1), ink);
  drawLine(page, `${BRAND.email}  ·  ${BRAND.phone}`, bold, {
    x: MARGIN + 16,
    y: y + 14,
    size: 10,
    color: leaf,
  });
}

/** The template's two pages in `language`, as bytes. */
export async function buildReportTemplate(language: Language): Promise<Uint8Array> {
  const t = CATALOGUES[language].reportTemplate;
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedFontStacks(
    pdf,
    await readFontBytes(fontNeeds(Object.values(t))),
  );
  const pages = [pdf.addPage([A4.width, A4.height]), pdf.addPage([A4.width, A4.height])] as const;

  header(pages[0], bold, 90, t.header);
  header(pages[1], bold, 60, t.header);
  for (const { page, top, key } of REPORT_SECTIONS) section(pages[page], bold, top, t[key]);
  // English labels are capitals; Gujarati and Hindi have none, and read at a point more.
  const labelSize = language === "en" ? 7.5 : 8.5;
  for (const [name, field] of Object.entries(REPORT_FIELDS) as [ReportFieldName, ReportField][]) {
    if (field.boxed) {
      labelledBox(pages[field.page], regular, field, labelOf(t, name, field), labelSize);
    }
  }
  const socialNote = {
    x: MARGIN,
    y: A4.height - REPORT_STATIC_LAYOUT.socialNoteTop - 26,
    width: A4.width - 2 * MARGIN,
    height: 26,
    maxSize: 9,
    minSize: 8,
    maxLines: 2,
  };
  drawInBox(pages[1], t.socialNote, regular, boxFor(t.socialNote, regular, socialNote, 1), muted);
  paragraphs(
    pages[1],
    regular,
    REPORT_STATIC_LAYOUT.methodologyTop,
    METHODOLOGY_KEYS.map((key) => t[key]),
  );
  contact(pages[1], bold, regular, t);
  // Page numbers are the filler's: a report has as many pages as its statement or months need.
  footer(pages[0], regular);
  footer(pages[1], regular);

  pdf.setTitle(t.documentTitle);
  pdf.setAuthor(BRAND.legalName);
  pdf.setCreator(`${BRAND.name} build-report-template`);
  pdf.setProducer(BRAND.name);
  // A fixed date keeps the committed file byte-identical from one run to the next.
  const fixed = new Date("2023-01-01T00:00:00Z");
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  return pdf.save();
}

/** A labelled field's label in the template's language (`field.<name>`). */
export function labelOf(
  t: ReportTemplateTexts,
  name: ReportFieldName,
  field: ReportField,
): string | null {
  if (field.label === null) return null;
  const key = `field.${name}`;
  if (!(key in t)) throw new Error(`The catalogue has no ${key} for the template.`);
  return t[key as keyof ReportTemplateTexts];
}
