import type { EsgPack } from "@filtercycle/contract/esg/esg";
import { businessToday } from "../../../lib/dashboard-dates";
import { issueCertificate } from "../../../lib/issue-certificate";
import { ESG_PDF_TEXT } from "../../esg/esg-text";
import { fetchFontBytes } from "./browser-fonts";
import { makeEsgPackPdf } from "./esg-pack-pdf";
import { needsDevanagari } from "./report-fonts";
import { saveFile } from "./save-file";

/**
 * "Download ESG pack (PDF)": the API issues the pack a number first (POST /api/certificates),
 * then the browser draws the PDF with it. Loaded by `import()` on the click, like the reports.
 */
export async function downloadEsgPack(pack: EsgPack, customerId: string | null): Promise<void> {
  const issued = await issueCertificate(
    { kind: "esg_pack", year: pack.year },
    customerId ?? undefined,
  );
  const fonts = await fetchFontBytes({ devanagari: needsDevanagari([pack.businessName]) });
  const bytes = await makeEsgPackPdf(
    fonts,
    pack,
    { number: issued.number, verifyUrl: issued.verifyUrl },
    businessToday(),
  );
  saveFile(bytes, ESG_PDF_TEXT.fileName(pack.customerCode, pack.year));
}
