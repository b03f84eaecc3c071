/**
 * The PDF code (pdf-lib, fontkit: about 500 KB gzip) is loaded only when a PDF is wanted, so the
 * dashboard's first JavaScript stays small. `prefetchReports` starts the download a moment
 * earlier, when a pointer or focus reaches a PDF button, so the click itself waits less.
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

export function prefetchReports(): void {
  loadReports().catch(() => {});
}
