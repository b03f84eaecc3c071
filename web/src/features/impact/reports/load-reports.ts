import type { Language } from "@filtercycle/contract/languages";

/**
 * The PDF code (pdf-lib and the drawing: about 190 KB gzip) is loaded only when a PDF is wanted, so the
 * dashboard's first JavaScript stays small. `prefetchReports` starts the download a moment
 * earlier, when a pointer or focus reaches a PDF button, so the click itself waits less; then
 * the template and the fonts of the reader's language are fetched and read (`warmUp`).
 */
let loading: Promise<typeof import("./generate")> | null = null;

export function loadReports(): Promise<typeof import("./generate")> {
  loading ??= import("./generate").catch((error: unknown) => {
    // A failed download (offline, a new deployment) may be tried again on the next click.
    loading = null;
    throw error;
  });
  return loading;
}

export function prefetchReports(language: Language = "en"): void {
  loadReports()
    .then((reports) => reports.warmUp(language))
    .catch(() => {});
}
