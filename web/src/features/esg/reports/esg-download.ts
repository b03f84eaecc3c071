import type { EsgPack } from "@filtercycle/contract/esg/esg";
import type { Language } from "@filtercycle/contract/languages";
import { ESG_PDF_TEXT } from "#web/features/esg/esg-text";
import { businessToday } from "#web/lib/dashboard-dates";
import { issueCertificate } from "#web/lib/issue-certificate";
import { fetchFontBytes } from "#web/lib/pdf/browser-fonts";
import { fontNeeds } from "#web/lib/pdf/report-fonts";
import { reportWords } from "#web/lib/pdf/report-texts";
import { saveFile } from "#web/lib/pdf/save-file";
import { type EsgTexts, esgPdfTexts, makeEsgPackPdf } from "./esg-pack-pdf";

/**
 * "Download ESG pack (PDF)": the API issues the pack a number first (POST /api/certificates),
 * then the browser draws the PDF with it. Loaded by `import()` on the click, like the reports.
 * In the reader's language (issue 29): `esg` is the ESG tab's words (already loaded with the
 * dashboard's), the pack's own words load here, each language its own chunk.
 */
export async function downloadEsgPack(
  pack: EsgPack,
  customerId: string | null,
  { language, esg }: { language: Language; esg: EsgTexts },
): Promise<void> {
  const [issued, { texts: reports }] = await Promise.all([
    issueCertificate({ kind: "esg_pack", year: pack.year }, customerId ?? undefined),
    reportWords(language),
  ]);
  const words = { language, esg, reports };
  const fonts = await fetchFontBytes(fontNeeds(esgPdfTexts(pack, words)));
  const bytes = await makeEsgPackPdf(
    fonts,
    pack,
    { number: issued.number, verifyUrl: issued.verifyUrl },
    businessToday(),
    words,
  );
  saveFile(bytes, ESG_PDF_TEXT.fileName(pack.customerCode, pack.year));
}
