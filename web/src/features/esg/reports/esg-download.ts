import type { EsgPack } from "@filtercycle/contract/esg/esg";
import { ESG_PDF_TEXT } from "#web/features/esg/esg-text";
import { businessToday } from "#web/lib/dashboard-dates";
import { issueCertificate } from "#web/lib/issue-certificate";
import { fetchFontBytes } from "#web/lib/pdf/browser-fonts";
import { fontNeeds } from "#web/lib/pdf/report-fonts";
import { saveFile } from "#web/lib/pdf/save-file";
import { makeEsgPackPdf } from "./esg-pack-pdf";

/**
 * "Download ESG pack (PDF)": the API issues the pack a number first (POST /api/certificates),
 * then the browser draws the PDF with it. Loaded by `import()` on the click, like the reports.
 */
export async function downloadEsgPack(pack: EsgPack, customerId: string | null): Promise<void> {
  const issued = await issueCertificate(
    { kind: "esg_pack", year: pack.year },
    customerId ?? undefined,
  );
  const fonts = await fetchFontBytes(fontNeeds([pack.businessName]));
  const bytes = await makeEsgPackPdf(
    fonts,
    pack,
    { number: issued.number, verifyUrl: issued.verifyUrl },
    businessToday(),
  );
  saveFile(bytes, ESG_PDF_TEXT.fileName(pack.customerCode, pack.year));
}
