import { GlobalWorkerOptions, getDocument } from "pdfjs-dist";
// The worker is a file of our own build, served from our origin (CSP `worker-src 'self'`).
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/**
 * Draws every page of the PDF at `url` as a canvas into `container`, fitted to its width, with
 * pdf.js (docs/decisions/0068). This module is only ever loaded by a dynamic import, when a PDF
 * is opened, so pdf.js never weighs on other pages.
 *
 * pdf.js runs no script of the PDF: only its viewer application (not used here) has a scripting
 * sandbox, and `enableXfa` stays off. `isEvalSupported: false` keeps pdf.js itself from compiling
 * fonts with `new Function`, which the site's CSP refuses anyway. Forms and links are not drawn
 * (no annotation layer): the canvas shows what the page prints.
 *
 * Each canvas is `role="img"` named by `pageLabel`. `signal` ends the work early (the modal
 * closed, or StrictMode's rehearsal unmount); the caller removes the canvases.
 */
export async function drawPdf(
  url: string,
  container: HTMLElement,
  pageLabel: (page: number, pages: number) => string,
  signal: AbortSignal,
): Promise<{ pages: number }> {
  GlobalWorkerOptions.workerSrc = workerUrl;
  const loading = getDocument({ url, isEvalSupported: false, enableXfa: false });
  const stop = () => void loading.destroy();
  signal.addEventListener("abort", stop, { once: true });
  try {
    const pdf = await loading.promise;
    // Fitted to the region's width in device pixels, so the pages are sharp on any screen.
    const cssWidth = Math.max(container.clientWidth, 200);
    const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
    for (let number = 1; number <= pdf.numPages; number += 1) {
      if (signal.aborted) break;
      const page = await pdf.getPage(number);
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (cssWidth / unscaled.width) * pixelRatio });
      const canvas = document.createElement("canvas");
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.setAttribute("role", "img");
      canvas.setAttribute("aria-label", pageLabel(number, pdf.numPages));
      canvas.className = "block h-auto w-full bg-white shadow-sm";
      container.append(canvas);
      await page.render({ canvas, viewport }).promise;
    }
    return { pages: pdf.numPages };
  } finally {
    signal.removeEventListener("abort", stop);
    // The drawn canvases keep their pixels; the document and its worker are no longer needed.
    stop();
  }
}
