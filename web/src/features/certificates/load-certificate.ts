/**
 * The certificate's PDF code (pdf-lib and the drawing, shared with the reports' chunk) is loaded
 * only when a certificate is wanted; `prefetchCertificate` starts it, and reads the fonts, when
 * a pointer or focus reaches the button.
 */
let loading: Promise<typeof import("./download-certificate")> | null = null;

export function loadCertificate(): Promise<typeof import("./download-certificate")> {
  loading ??= import("./download-certificate").catch((error: unknown) => {
    // A failed download (offline, a new deployment) may be tried again on the next click.
    loading = null;
    throw error;
  });
  return loading;
}

export function prefetchCertificate(): void {
  loadCertificate()
    .then((certificate) => certificate.warmUp())
    .catch(() => {});
}
