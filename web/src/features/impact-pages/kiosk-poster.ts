import { BRAND } from "@filtercycle/contract/brand";
import { LANGUAGE_TAGS, type Language } from "@filtercycle/contract/languages";
import { poster as englishTexts } from "@filtercycle/contract/messages/en/poster";
import { fill } from "@filtercycle/contract/messages/fill";
import type { TranslationOf } from "@filtercycle/contract/messages/types";
import { PDFDocument } from "pdf-lib";
import { PDF_COLOURS } from "#web/lib/pdf/brand-colours";
import { drawInBox } from "#web/lib/pdf/pdf-text";
import { embedFontStacks, type FontBytes } from "#web/lib/pdf/report-fonts";
import { drawQrCode } from "#web/lib/pdf/verification-stamp";

/** A5 portrait in points (148 × 210 mm). */
export const POSTER_SIZE = { width: 419.53, height: 595.28 } as const;
export const POSTER_FILE_NAME = "kiosk-poster.pdf";

/** The poster's words in one language (the contract's catalogue area `poster`). */
export type PosterTexts = TranslationOf<typeof englishTexts>;

export type PosterValues = {
  businessName: string;
  url: string;
  /** The owner's language (issue 29; English by default) and the words in it. */
  language?: Language;
  texts?: PosterTexts;
};

/** The address without its scheme, as a person types it: "filtercycle.example/impact/terrace". */
export function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/**
 * The A5 poster that stands beside a kiosk (issue 15): the brand, the business's name, a large
 * QR code to its public impact page, the line that asks people to scan it and the address in
 * words for those who type. The QR code is vector squares (no image), sharp at any print size.
 */
export async function makeKioskPoster(values: PosterValues, fonts: FontBytes): Promise<Uint8Array> {
  const { language = "en", texts = englishTexts } = values;
  const pdf = await PDFDocument.create();
  const stacks = await embedFontStacks(pdf, fonts);
  const { width, height } = POSTER_SIZE;
  const page = pdf.addPage([width, height]);
  const margin = 32;
  const inner = width - margin * 2;

  // The brand band across the top.
  page.drawRectangle({ x: 0, y: height - 64, width, height: 64, color: PDF_COLOURS.forest });
  page.drawCircle({ x: margin + 10, y: height - 32, size: 10, color: PDF_COLOURS.leafLight });
  drawInBox(
    page,
    BRAND.name,
    stacks.bold,
    {
      x: margin + 28,
      y: height - 64,
      width: inner - 28,
      height: 64,
      maxSize: 22,
      minSize: 22,
      maxLines: 1,
    },
    PDF_COLOURS.white,
  );

  drawInBox(
    page,
    values.businessName,
    stacks.bold,
    {
      x: margin,
      y: height - 144,
      width: inner,
      height: 72,
      maxSize: 28,
      minSize: 14,
      maxLines: 2,
      align: "center",
    },
    PDF_COLOURS.forest,
  );

  const qrSize = 250;
  drawQrCode(page, values.url, { x: (width - qrSize) / 2, y: height - 152 - qrSize, size: qrSize });

  drawInBox(
    page,
    texts.scan,
    stacks.bold,
    {
      x: margin,
      y: 112,
      width: inner,
      height: 64,
      maxSize: 20,
      minSize: 12,
      maxLines: 2,
      align: "center",
    },
    PDF_COLOURS.ink,
  );
  drawInBox(
    page,
    fill(texts.address, { address: shortAddress(values.url) }),
    stacks.regular,
    {
      x: margin,
      y: 76,
      width: inner,
      height: 32,
      maxSize: 12,
      minSize: 7,
      maxLines: 2,
      align: "center",
    },
    PDF_COLOURS.leaf,
  );
  page.drawLine({
    start: { x: margin, y: 64 },
    end: { x: width - margin, y: 64 },
    thickness: 0.75,
    color: PDF_COLOURS.rule,
  });
  drawInBox(
    page,
    texts.about,
    stacks.regular,
    {
      x: margin,
      y: 16,
      width: inner,
      height: 44,
      maxSize: 9,
      minSize: 7,
      maxLines: 3,
      align: "center",
    },
    PDF_COLOURS.muted,
  );

  pdf.setTitle(`${texts.title} — ${values.businessName}`);
  pdf.setLanguage(LANGUAGE_TAGS[language]);
  pdf.setAuthor(BRAND.name);
  pdf.setCreator(BRAND.name);
  pdf.setProducer(BRAND.name);
  return pdf.save();
}
