import { BRAND } from "@filtercycle/contract/brand";
import type { CertificateIssued } from "@filtercycle/contract/certificates/certificates";
import { LANGUAGE_TAGS, type Language } from "@filtercycle/contract/languages";
import { certificate as englishTexts } from "@filtercycle/contract/messages/en/certificate";
import { fill } from "@filtercycle/contract/messages/fill";
import type { TranslationOf } from "@filtercycle/contract/messages/types";
import { PDFDocument } from "pdf-lib";
import { formatDay, formatNumber } from "#web/lib/format";
import { PDF_COLOURS } from "#web/lib/pdf/brand-colours";
import { drawInBox, drawLine, widthOf } from "#web/lib/pdf/pdf-text";
import { embedFontStacks, type FontBytes } from "#web/lib/pdf/report-fonts";
import {
  drawVerificationStamp,
  methodLine,
  type Verification,
} from "#web/lib/pdf/verification-stamp";

/** A4 landscape. */
const PAGE = { width: 841.89, height: 595.28 } as const;

/** The certificate's words in one language (the contract's catalogue area `certificate`). */
export type CertificateTexts = TranslationOf<typeof englishTexts>;

export type CertificateValues = {
  /** The reader's language (English by default) and the words in it. */
  language: Language;
  texts: CertificateTexts;
  businessName: string;
  buttsNumber: string;
  buttsKg: string;
  waterLitres: string;
  issueDate: string;
  certificateNumber: string;
  verification: Verification;
};

/**
 * The certificate's values (PRODUCT.md: business name, till-date butts in number and kg, water
 * protected, issue date, a certificate number), all from the facts the API issued (issue 15),
 * so the paper says exactly what /verify/{number} says. The figures are in the facts' order:
 * butts, kg, water.
 */
export function certificateValues(
  issued: CertificateIssued,
  language: Language = "en",
  texts: CertificateTexts = englishTexts,
): CertificateValues {
  const { facts } = issued;
  const value = (unit: string) => facts.figures.find((figure) => figure.unit === unit)?.value ?? 0;
  return {
    language,
    texts,
    businessName: facts.businessName.trim() || "N/A",
    buttsNumber: formatNumber(value("butts")),
    buttsKg: formatNumber(value("kg")),
    waterLitres: formatNumber(value("litres")),
    issueDate: formatDay(facts.issuedOn, language),
    certificateNumber: issued.number,
    verification: {
      number: issued.number,
      verifyUrl: issued.verifyUrl,
      methodLine: methodLine(facts.methods, issued.verifyUrl, texts["stamp.see"]),
      words: { number: texts["stamp.number"], check: texts["stamp.check"] },
    },
  };
}

/** One landscape page drawn from scratch: frame, brand, name, three figures, date and number. */
export async function makeCertificate(
  fonts: FontBytes,
  values: CertificateValues,
): Promise<Uint8Array> {
  const { texts } = values;
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedFontStacks(pdf, fonts);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const { forest, leaf, leafLight, cream, ink, muted } = PDF_COLOURS;
  const centre = (text: string, y: number, size: number, stack = regular, color = ink) =>
    drawLine(page, text, stack, {
      x: (PAGE.width - widthOf(text, stack, size)) / 2,
      y,
      size,
      color,
    });

  // Background and a double frame.
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: cream });
  page.drawRectangle({
    x: 22,
    y: 22,
    width: PAGE.width - 44,
    height: PAGE.height - 44,
    borderColor: forest,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: PAGE.width - 64,
    height: PAGE.height - 64,
    borderColor: leafLight,
    borderWidth: 1,
  });
  // A leaf inside each top corner (the brand's mark). SVG paths run downwards from (x, y);
  // the right one is drawn mirrored.
  const leftLeaf = "M 0 40 C 2 16 14 2 36 0 C 34 22 22 38 0 40 Z";
  const rightLeaf = "M 0 40 C -2 16 -14 2 -36 0 C -34 22 -22 38 0 40 Z";
  page.drawSvgPath(leftLeaf, { x: 48, y: PAGE.height - 48, color: leaf });
  page.drawSvgPath(rightLeaf, { x: PAGE.width - 48, y: PAGE.height - 48, color: leaf });

  centre(BRAND.name.toUpperCase(), PAGE.height - 80, 14, bold, leaf);
  centre(texts.title, PAGE.height - 128, 38, bold, forest);
  centre(texts.presented, PAGE.height - 170, 13, regular, muted);
  drawInBox(
    page,
    values.businessName,
    bold,
    {
      x: 90,
      y: PAGE.height - 240,
      width: PAGE.width - 180,
      height: 56,
      maxSize: 30,
      minSize: 12,
      maxLines: 2,
      align: "center",
    },
    ink,
  );
  page.drawLine({
    start: { x: 160, y: PAGE.height - 246 },
    end: { x: PAGE.width - 160, y: PAGE.height - 246 },
    thickness: 0.8,
    color: leafLight,
  });
  centre(texts.body, PAGE.height - 276, 13, regular, ink);

  // Three figures side by side.
  const figures = [
    [values.buttsNumber, texts.butts],
    [values.buttsKg, texts.kg],
    [values.waterLitres, texts.water],
  ] as const;
  const columnWidth = (PAGE.width - 160) / 3;
  figures.forEach(([figure, label], index) => {
    const x = 80 + index * columnWidth;
    drawInBox(
      page,
      figure,
      bold,
      {
        x,
        y: PAGE.height - 350,
        width: columnWidth,
        height: 40,
        maxSize: 26,
        minSize: 10,
        maxLines: 1,
        align: "center",
      },
      forest,
    );
    drawInBox(
      page,
      label,
      regular,
      {
        x: x + 10,
        y: PAGE.height - 384,
        width: columnWidth - 20,
        height: 30,
        maxSize: 11,
        minSize: 8,
        maxLines: 2,
        align: "center",
      },
      muted,
    );
  });

  // Date, then the verification stamp (QR code, number, address, method) on the left;
  // signature on the right.
  drawLine(page, fill(texts.issued, { date: values.issueDate }), regular, {
    x: 80,
    y: 172,
    size: 12,
    color: ink,
  });
  drawVerificationStamp(
    page,
    values.verification,
    { regular, bold },
    {
      x: 76,
      y: 66,
      size: 92,
      fontSize: 9,
    },
  );
  page.drawLine({
    start: { x: PAGE.width - 300, y: 118 },
    end: { x: PAGE.width - 80, y: 118 },
    thickness: 0.8,
    color: ink,
  });
  const signature = fill(texts.signature, { brand: BRAND.legalName });
  drawLine(page, signature, regular, {
    x: PAGE.width - 80 - widthOf(signature, regular, 11),
    y: 100,
    size: 11,
    color: muted,
  });
  drawLine(page, BRAND.postalAddress, regular, {
    x: (PAGE.width - widthOf(BRAND.postalAddress, regular, 8.5)) / 2,
    y: 48,
    size: 8.5,
    color: muted,
  });

  pdf.setTitle(`${texts.title} — ${values.businessName}`);
  pdf.setLanguage(LANGUAGE_TAGS[values.language]);
  pdf.setAuthor(BRAND.legalName);
  pdf.setCreator(BRAND.name);
  pdf.setProducer(BRAND.name);
  pdf.setSubject(values.certificateNumber);
  return pdf.save();
}
