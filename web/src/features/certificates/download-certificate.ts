import type { Language } from "@filtercycle/contract/languages";
import { issueCertificate } from "#web/lib/issue-certificate";
import { fetchFontBytes } from "#web/lib/pdf/browser-fonts";
import { fontNeeds } from "#web/lib/pdf/report-fonts";
import { saveFile } from "#web/lib/pdf/save-file";
import { sfntFontkit } from "#web/lib/pdf/sfnt-fontkit";
import { certificateValues, makeCertificate } from "./certificate";
import { certificateTexts } from "./certificate-texts";

export const CERTIFICATE_FILE_NAME = "green-certificate.pdf";

/**
 * PRODUCT.md: the one-page landscape certificate of the till-date figures, drawn from the facts
 * the API issued (issue 15), with their number and verification stamp. Loaded by `import()`
 * (load-certificate.ts), with pdf-lib, when the button is about to be used. In `language`, the
 * reader's (issue 29), with that script's fonts.
 */
export async function downloadCertificate(
  customerId: string | null = null,
  language: Language = "en",
): Promise<void> {
  const [issued, texts] = await Promise.all([
    issueCertificate({ kind: "green_certificate" }, customerId ?? undefined),
    certificateTexts(language),
  ]);
  const values = certificateValues(issued, language, texts);
  const fonts = await fetchFontBytes(fontNeeds([values.businessName, ...Object.values(texts)]));
  saveFile(await makeCertificate(fonts, values), CERTIFICATE_FILE_NAME);
}

/** The Latin fonts fetched and read before the click (pointer or focus on the button). */
export function warmUp(): void {
  fetchFontBytes()
    .then((fonts) =>
      Promise.all([fonts.latin, fonts.latinExt, fonts.latinBold].map(sfntFontkit.create)),
    )
    .catch(() => {});
}
