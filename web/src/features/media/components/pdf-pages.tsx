import { useEffect, useRef, useState } from "react";
import { fill, useAppTexts } from "#web/lib/app-texts";

type Status = "loading" | "shown" | "failed";

/**
 * pdf.js and its drawing code, loaded the first time a PDF is opened (one import, shared by
 * StrictMode's two runs of the effect); a failed load is tried again next time.
 */
let drawPdfModule: Promise<typeof import("../utils/draw-pdf")> | undefined;
function loadDrawPdf() {
  drawPdfModule ??= import("../utils/draw-pdf").catch((error: unknown) => {
    drawPdfModule = undefined;
    throw error;
  });
  return drawPdfModule;
}

/**
 * A PDF drawn in the page by pdf.js (docs/decisions/0068), in place of the browser's PDF viewer,
 * which would run the file's own scripts: a bordered, scrollable region named by the file, its
 * pages as canvases, "This PDF could not be shown. Download it instead." when it cannot be read.
 *
 * The region is a Tab stop so a keyboard can scroll it; it is part of our document (no frame), so
 * the dialog's Escape and its focus trap keep working while it has focus.
 */
export function PdfPages({ url, fileName }: { url: string; fileName: string }) {
  const pages = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  const t = useAppTexts().videos;
  const pageText = t.pdfPage;

  useEffect(() => {
    const container = pages.current;
    if (!container) return;
    const stop = new AbortController();
    setStatus("loading");
    loadDrawPdf()
      .then(({ drawPdf }) =>
        drawPdf(
          url,
          container,
          (page, count) => fill(pageText, { page, pages: count }),
          stop.signal,
        ),
      )
      .then(
        () => {
          if (!stop.signal.aborted) setStatus("shown");
        },
        (error: unknown) => {
          if (stop.signal.aborted) return;
          console.error("The PDF could not be drawn", error);
          container.replaceChildren();
          setStatus("failed");
        },
      );
    return () => {
      stop.abort();
      // The canvases are not React's: they go with the run that drew them.
      container.replaceChildren();
    };
  }, [url, pageText]);

  return (
    <section
      aria-label={fileName}
      aria-busy={status === "loading"}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="h-[70dvh] overflow-auto rounded-lg border border-forest/20 bg-ink/5 p-2 focus-ring sm:p-3"
    >
      {status === "loading" ? (
        <p className="p-4 text-sm text-ink/70">{t.pdfLoading}</p>
      ) : status === "failed" ? (
        <p role="alert" className="p-4 text-sm text-red-800">
          {t.pdfFailed}
        </p>
      ) : null}
      <div ref={pages} className="flex flex-col gap-2 sm:gap-3" />
    </section>
  );
}
