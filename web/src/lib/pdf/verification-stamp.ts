import { METHODS_PAGE_PATH } from "@filtercycle/contract/impact/impact-methods";
import type { PDFPage } from "pdf-lib";
import { create as createQr } from "qrcode";
import { PDF_COLOURS } from "./brand-colours";
import { drawLine, type FontStack } from "./pdf-text";

/**
 * The block every issued PDF carries (issue 15): a QR code of the verification address, the
 * certificate number and the address in words, so a reader without a phone can type it.
 * The QR code is drawn as vector squares (no image), crisp at any zoom and in print.
 */
export type Verification = {
  number: string;
  verifyUrl: string;
  methodLine?: string;
  /** The stamp's words in the PDF's language; English (STAMP_COPY) when not given. */
  words?: StampWords;
};

export type StampWords = { number: string; check: string };

/**
 * The line naming the method version(s) behind the figures, with where they are explained:
 * "Method of 1 Apr 2026 — see https://…/reference-and-support#how-we-measure-impact".
 */
export function methodLine(
  methods: readonly { label: string }[],
  verifyUrl: string,
  see = "see",
): string {
  const labels = methods.map((method) => method.label).join("; ");
  return `${labels} — ${see} ${new URL(verifyUrl).origin}${METHODS_PAGE_PATH}`;
}

export const STAMP_COPY: StampWords = {
  number: "Certificate no.",
  check: "Check it at",
};

/** Where and how big: `x`, `y` the stamp's bottom-left corner; `size` the QR code's side. */
export type StampPlacement = { x: number; y: number; size: number; fontSize?: number };

/**
 * Draws the QR code with its quiet zone, and to its right the number, the address and (when
 * given) the method line.
 */
export function drawVerificationStamp(
  page: PDFPage,
  verification: Verification,
  fonts: { regular: FontStack; bold: FontStack },
  placement: StampPlacement,
): void {
  drawQrCode(page, verification.verifyUrl, placement);
  const words = verification.words ?? STAMP_COPY;
  const fontSize = placement.fontSize ?? 8;
  const textX = placement.x + placement.size + 8;
  const top = placement.y + placement.size / 2;
  drawLine(page, `${words.number} ${verification.number}`, fonts.bold, {
    x: textX,
    y: top + 2,
    size: fontSize,
    color: PDF_COLOURS.ink,
  });
  drawLine(page, `${words.check} ${verification.verifyUrl}`, fonts.regular, {
    x: textX,
    y: top - fontSize - 2,
    size: fontSize,
    color: PDF_COLOURS.ink,
  });
  if (verification.methodLine) {
    drawLine(page, verification.methodLine, fonts.regular, {
      x: textX,
      y: top - 2 * fontSize - 6,
      size: fontSize * 0.9,
      color: PDF_COLOURS.muted,
    });
  }
}

/** A QR code (error correction M) of `text`, `size` points square including a 2-module margin. */
export function drawQrCode(page: PDFPage, text: string, placement: StampPlacement): void {
  const qr = createQr(text, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const margin = 2;
  const cell = placement.size / (count + margin * 2);
  page.drawRectangle({
    x: placement.x,
    y: placement.y,
    width: placement.size,
    height: placement.size,
    color: PDF_COLOURS.white,
  });
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (!qr.modules.get(row, column)) continue;
      page.drawRectangle({
        x: placement.x + (column + margin) * cell,
        // PDF's y grows upwards; the QR code's rows go down.
        y: placement.y + placement.size - (row + margin + 1) * cell,
        width: cell,
        height: cell,
        color: PDF_COLOURS.black,
      });
    }
  }
}
