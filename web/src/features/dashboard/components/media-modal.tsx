import type { CustomerMediaItem } from "@filtercycle/contract/media";
import { useEffect, useId, useRef } from "react";
import { MEDIA_TEXT } from "../constants";
import { downloadUrlOf, mediaKindOf } from "../utils/media-kind";

/**
 * The media modal (SPEC.md §2): a PDF in a frame, an image, or a video with controls that
 * starts by itself; Download, "Visit Related Link" when there is one, and Close.
 *
 * A native `<dialog>` opened with `showModal()`: the browser keeps focus inside it, makes the
 * page behind inert; Escape, Close and a click on the backdrop close it (its `close` event calls
 * `onClose`, which puts focus back on the button that opened it). Focus starts on Close. The page behind does not
 * scroll while it is open. The video starts muted: browsers only autoplay sound after the
 * person has interacted with the page, and a muted start works everywhere.
 */
export function MediaModal({ item, onClose }: { item: CustomerMediaItem; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const kind = mediaKindOf(item);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // Escape is handled here rather than left to the browser's "cancel": one path in every
      // browser (and in the test DOM), and a close that cannot be refused by a second press.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        dialog.current?.close();
      }}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
      className="m-auto w-[min(56rem,calc(100vw-1.5rem))] max-w-none rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70"
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-forest/10 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold break-words text-forest">
              {item.event_type.name}
            </h2>
            <p className="text-sm break-words text-ink/70">{item.file_name}</p>
          </div>
          <button
            ref={closeButton}
            type="button"
            onClick={() => dialog.current?.close()}
            className="shrink-0 rounded-full border border-forest/30 px-4 py-1.5 text-sm font-semibold text-forest hover:bg-forest/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf"
          >
            {MEDIA_TEXT.close}
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-auto bg-ink/5 p-2 sm:p-4">
          {kind === "pdf" ? (
            <iframe
              src={item.video_url}
              title={MEDIA_TEXT.pdfFrameTitle(item.file_name)}
              className="h-[70dvh] w-full rounded-lg border-0 bg-white"
            />
          ) : kind === "image" ? (
            <img
              src={item.video_url}
              alt={MEDIA_TEXT.imageAlt(item.event_type.name, item.file_name)}
              className="mx-auto max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
            />
          ) : kind === "video" ? (
            <figure>
              <video
                src={item.video_url}
                controls
                autoPlay
                muted
                playsInline
                className="mx-auto max-h-[65dvh] w-full rounded-lg bg-black"
              />
              <figcaption className="mt-2 text-center text-xs text-ink/70">
                {MEDIA_TEXT.videoNote}
              </figcaption>
            </figure>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 border-t border-forest/10 px-4 py-3 sm:px-6">
          <a
            href={downloadUrlOf(item.video_url)}
            download={item.file_name}
            className="rounded-full bg-forest px-4 py-2 text-sm font-semibold text-white hover:bg-leaf focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf"
          >
            {MEDIA_TEXT.download}
          </a>
          {item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full border border-forest/30 px-4 py-2 text-sm font-semibold text-forest hover:bg-forest/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf"
            >
              {MEDIA_TEXT.visitRelatedLink}
              <span className="sr-only"> {MEDIA_TEXT.newTab}</span>
            </a>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
