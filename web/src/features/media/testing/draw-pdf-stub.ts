import type { drawPdf as realDrawPdf } from "../utils/draw-pdf";

/**
 * Stands in for `utils/draw-pdf` in component tests (`vi.mock`): the test DOM has no canvas
 * drawing or workers for pdf.js. It adds one labelled canvas per call, like the real one, and
 * refuses a file whose address contains "broken". pdf.js itself is tested in a real browser
 * (e2e/dashboard.spec.ts).
 */
export const drawPdf: typeof realDrawPdf = async (url, container, pageLabel, signal) => {
  await Promise.resolve();
  if (url.includes("broken")) throw new Error("Invalid PDF structure.");
  if (signal.aborted) return { pages: 0 };
  const canvas = document.createElement("canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", pageLabel(1, 1));
  container.append(canvas);
  return { pages: 1 };
};
