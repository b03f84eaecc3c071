import type { Language } from "@filtercycle/contract/languages";
import { fetchFontBytes } from "#web/lib/pdf/browser-fonts";
import { fontNeeds } from "#web/lib/pdf/report-fonts";
import { saveFile } from "#web/lib/pdf/save-file";
import { makeKioskPoster, POSTER_FILE_NAME } from "./kiosk-poster";
import { posterTexts } from "./poster-texts";

/**
 * Makes the kiosk poster in the browser and saves it (loaded only when asked for), in the
 * owner's language (issue 29) with that script's fonts.
 */
export async function downloadKioskPoster(
  values: { businessName: string; url: string },
  language: Language = "en",
): Promise<void> {
  const texts = await posterTexts(language);
  const fonts = await fetchFontBytes(fontNeeds([values.businessName, ...Object.values(texts)]));
  saveFile(await makeKioskPoster({ ...values, language, texts }, fonts), POSTER_FILE_NAME);
}
