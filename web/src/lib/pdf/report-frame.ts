import { BRAND } from "@filtercycle/contract/brand";
import type { PDFDocument, PDFPage } from "pdf-lib";
import { PDF_COLOURS } from "./brand-colours";
import {
  drawInBox,
  drawLine,
  drawLineWithin,
  type FontStack,
  sizeWithin,
  widthOf,
} from "./pdf-text";
import { A4, MARGIN } from "./report-fields";

/**
 * The frame every report page has: the brand band at the top and the company's footer at the
 * bottom. The template script draws it on the template's two pages; the filler draws it on the
 * pages it adds (the statement, the monthly figures), so all pages look alike. Page numbers are
 * written when the PDF is complete (`numberPages`), because only then is the count known.
 */
const { forest, leaf, leafLight, muted, rule, white } = PDF_COLOURS;

/** Lowest point (from the page's bottom) that a page's content may reach: the footer is below. */
export const CONTENT_BOTTOM = 66;

export function header(page: PDFPage, bold: FontStack, height: number, label: string) {
  page.drawRectangle({ x: 0, y: A4.height - height, width: A4.width, height, color: forest });
  page.drawRectangle({ x: 0, y: A4.height - height - 4, width: A4.width, height: 4, color: leaf });
  const baseline = A4.height - height / 2 - 7;
  drawLine(page, BRAND.name, bold, { x: MARGIN, y: baseline, size: 22, color: white });
  const right = label.toUpperCase();
  // Beside the brand; a longer label (Gujarati, Hindi) shrinks rather than reach it.
  const room = A4.width - 2 * MARGIN - widthOf(BRAND.name, bold, 22) - 24;
  const size = sizeWithin(right, bold, { size: 10, width: room, minSize: 7 });
  drawLine(page, right, bold, {
    x: A4.width - MARGIN - widthOf(right, bold, size),
    y: baseline + 4,
    size,
    color: leafLight,
  });
}

export function footer(page: PDFPage, regular: FontStack) {
  page.drawLine({
    start: { x: MARGIN, y: 52 },
    end: { x: A4.width - MARGIN, y: 52 },
    thickness: 0.6,
    color: rule,
  });
  const contact = `${BRAND.legalName} · ${BRAND.postalAddress}`;
  drawInBox(
    page,
    contact,
    regular,
    {
      x: MARGIN,
      y: 30,
      width: A4.width - 2 * MARGIN - 70,
      height: 16,
      maxSize: 7.5,
      minSize: 6,
      maxLines: 1,
    },
    muted,
  );
  drawLine(page, `${BRAND.email} · ${BRAND.phone}`, regular, {
    x: MARGIN,
    y: 20,
    size: 7.5,
    color: muted,
  });
}

/**
 * "Page 3 of 5" at the footer's right on every page of the finished PDF; `labelOf` writes it in
 * the PDF's language (the catalogue's `reports.page`).
 */
export function numberPages(
  pdf: PDFDocument,
  regular: FontStack,
  labelOf: (page: number, pages: number) => string = (page, pages) => `Page ${page} of ${pages}`,
) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const label = labelOf(index + 1, pages.length);
    drawLine(page, label, regular, {
      x: A4.width - MARGIN - widthOf(label, regular, 7.5),
      y: 34,
      size: 7.5,
      color: muted,
    });
  });
}

/** A section heading with its leaf-green mark, `top` points below the page's top edge. */
export function section(page: PDFPage, bold: FontStack, top: number, title: string) {
  const y = A4.height - top - 14;
  page.drawRectangle({ x: MARGIN, y: y - 2, width: 4, height: 16, color: leaf });
  drawLineWithin(page, title, bold, {
    x: MARGIN + 12,
    y: y + 1,
    size: 13,
    color: forest,
    width: A4.width - 2 * MARGIN - 12,
    minSize: 9,
  });
  page.drawLine({
    start: { x: MARGIN, y: y - 8 },
    end: { x: A4.width - MARGIN, y: y - 8 },
    thickness: 0.6,
    color: rule,
  });
}

/** Where an added page's content starts, below the band and the line naming the business. */
export const ADDED_PAGE_TOP = 124;

/**
 * A page added after the template's two: the band (its label says what the page is), the line
 * with the business name, customer ID and period (each page can be read on its own), the
 * footer. Answers the page; its content starts `ADDED_PAGE_TOP` below the top edge.
 */
export function addReportPage(
  pdf: PDFDocument,
  fonts: { regular: FontStack; bold: FontStack },
  label: string,
  identity: string,
): PDFPage {
  const page = pdf.addPage([A4.width, A4.height]);
  header(page, fonts.bold, 60, label);
  drawInBox(
    page,
    identity,
    fonts.regular,
    {
      x: MARGIN,
      y: A4.height - 114,
      width: A4.width - 2 * MARGIN,
      height: 30,
      maxSize: 11,
      minSize: 7,
      maxLines: 2,
    },
    PDF_COLOURS.ink,
  );
  footer(page, fonts.regular);
  return page;
}
