import { fetchFontBytes } from "./browser-fonts";
import { makeKioskPoster, POSTER_FILE_NAME, type PosterValues } from "./kiosk-poster";
import { needsDevanagari } from "./report-fonts";
import { saveFile } from "./save-file";

/** Makes the kiosk poster in the browser and saves it (loaded only when asked for). */
export async function downloadKioskPoster(values: PosterValues): Promise<void> {
  const fonts = await fetchFontBytes({ devanagari: needsDevanagari([values.businessName]) });
  saveFile(await makeKioskPoster(values, fonts), POSTER_FILE_NAME);
}
