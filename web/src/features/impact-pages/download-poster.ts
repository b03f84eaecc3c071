import { fetchFontBytes } from "#web/lib/pdf/browser-fonts";
import { fontNeeds } from "#web/lib/pdf/report-fonts";
import { saveFile } from "#web/lib/pdf/save-file";
import { makeKioskPoster, POSTER_FILE_NAME, type PosterValues } from "./kiosk-poster";

/** Makes the kiosk poster in the browser and saves it (loaded only when asked for). */
export async function downloadKioskPoster(values: PosterValues): Promise<void> {
  const fonts = await fetchFontBytes(fontNeeds([values.businessName]));
  saveFile(await makeKioskPoster(values, fonts), POSTER_FILE_NAME);
}
