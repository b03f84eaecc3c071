import { BRAND } from "@filtercycle/contract/brand";
import { LANGUAGE_TAGS } from "@filtercycle/contract/languages";
import { fill } from "@filtercycle/contract/messages/fill";
import { PDFDocument } from "pdf-lib";
import { PDF_COLOURS } from "#web/lib/pdf/brand-colours";
import { drawInBox } from "#web/lib/pdf/pdf-text";
import {
  MARGIN,
  REPORT_FIELDS,
  type ReportFieldName,
  type ReportValues,
} from "#web/lib/pdf/report-fields";
import { embedFontStacks, type FontBytes, type FontStacks } from "#web/lib/pdf/report-fonts";
import { numberPages } from "#web/lib/pdf/report-frame";
import { ENGLISH_REPORT_WORDS, type ReportWords } from "#web/lib/pdf/report-texts";
import { drawVerificationStamp, type Verification } from "#web/lib/pdf/verification-stamp";

/** The stamp's QR code sits between the footer (y 52) and the template's contact box (y ~150). */
const STAMP_BOTTOM = 68;

/** Inner space between a box's frame and its text. */
const PADDING_X = 8;
const PADDING_Y = 3;

/**
 * Writes the values onto the two pages of the template (SPEC.md §9: "filling text onto the two
 * pages of the template"), each into its box of REPORT_FIELDS, and answers the new PDF's bytes.
 * `addPages` then adds the report's own pages (the benefit statement, the monthly collections),
 * and every page gets "Page n of N".
 * Works the same in the browser and in Node (the tests read the result back with pdftotext).
 * `words`: the report's language and its words (the template is that language's).
 */
export async function fillReport(
  template: Uint8Array | ArrayBuffer,
  fonts: FontBytes,
  values: ReportValues,
  addPages?: (pdf: PDFDocument, stacks: FontStacks) => void,
  verification?: Verification,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(template);
  const stacks = await embedFontStacks(pdf, fonts);
  const pages = pdf.getPages();
  if (pages.length < 2) throw new Error("The report template must have two pages.");

  for (const [name, field] of Object.entries(REPORT_FIELDS) as [
    ReportFieldName,
    (typeof REPORT_FIELDS)[ReportFieldName],
  ][]) {
    const text = values[name];
    const page = pages[field.page];
    if (!text || !page) continue;
    if (name === "notice") {
      // The stand-in line stands out: a tinted band the width of the page's content.
      page.drawRectangle({
        x: field.x,
        y: field.y,
        width: field.width,
        height: field.height,
        color: PDF_COLOURS.noticeBg,
        borderColor: PDF_COLOURS.noticeInk,
        borderWidth: 0.6,
      });
    }
    const inset = field.boxed || name === "notice";
    drawInBox(
      page,
      text,
      "bold" in field && field.bold ? stacks.bold : stacks.regular,
      {
        x: field.x + (inset ? PADDING_X : 0),
        y: field.y + (inset ? PADDING_Y : 0),
        width: field.width - (inset ? 2 * PADDING_X : 0),
        height: field.height - (inset ? 2 * PADDING_Y : 0),
        maxSize: field.maxSize,
        minSize: field.minSize,
        maxLines: field.maxLines,
      },
      name === "notice" ? PDF_COLOURS.noticeInk : PDF_COLOURS.ink,
    );
  }

  // The issued number (issue 15): below the template's contact box on page 2, above the footer.
  const second = pages[1];
  if (verification && second) {
    drawVerificationStamp(second, verification, stacks, {
      x: MARGIN,
      y: STAMP_BOTTOM,
      size: 70,
      fontSize: 8,
    });
  }
  addPages?.(pdf, stacks);
  numberPages(pdf, stacks.regular, (page, pages) => fill(words.texts.page, { page, pages }));

  pdf.setTitle(`${values.title} — ${values.businessName} — ${values.period}`);
  pdf.setAuthor(BRAND.legalName);
  pdf.setCreator(BRAND.name);
  pdf.setProducer(BRAND.name);
  pdf.setSubject(values.subject);
  pdf.setLanguage(LANGUAGE_TAGS[words.language]);
  return pdf.save();
}
