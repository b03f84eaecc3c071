import type { CustomerMediaItem } from "@filtercycle/contract/media/media";
import { type RefObject, useId, useRef } from "react";
import { Button, buttonClass } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { useAppTexts } from "#web/lib/app-texts";
import { MEDIA_GALLERY_TEXT } from "../gallery-constants";
import { downloadUrlOf, mediaKindOf } from "../utils/media-kind";
import { PdfPages } from "./pdf-pages";

/**
 * The media modal (SPEC.md §2): a PDF in a frame (a bordered region whose pages pdf.js draws, not
 * the browser's viewer, which runs a PDF's scripts: docs/decisions/0068), an image, or a video
 * with controls that starts by itself; Download, "Visit Related Link" when there is one, and
 * Close.
 *
 * The kit's Dialog: the browser keeps focus inside and makes the page behind inert; Escape,
 * Close and a click on the backdrop call `onClose`; focus starts on Close and goes back to
 * `returnFocus` (the button that opened it); the page behind does not scroll while it is open.
 * The video starts muted: browsers only autoplay sound after the person has interacted with the
 * page, and a muted start works everywhere.
 */
export function MediaModal({
  item,
  onClose,
  returnFocus,
}: {
  item: CustomerMediaItem;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const MEDIA_TEXT = useAppTexts().videos;
  const titleId = useId();
  const kind = mediaKindOf(item);

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={closeButton}
      returnFocus={returnFocus}
      className="w-[min(56rem,calc(100vw-1.5rem))]"
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-forest/10 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold break-words text-forest">
              {item.event_type.name}
            </h2>
            <p className="text-sm break-words text-ink/70">{item.file_name}</p>
          </div>
          <Button
            ref={closeButton}
            variant="secondary"
            size="sm"
            onClick={onClose}
            className="shrink-0"
          >
            {MEDIA_TEXT.close}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-auto bg-ink/5 p-2 sm:p-4">
          {kind === "pdf" ? (
            <PdfPages url={item.video_url} fileName={item.file_name} />
          ) : kind === "image" ? (
            <img
              src={item.video_url}
              alt={MEDIA_GALLERY_TEXT.imageAlt(item.event_type.name, item.file_name)}
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
            className={buttonClass({ size: "sm" })}
          >
            {MEDIA_TEXT.download}
          </a>
          {item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              {MEDIA_TEXT.visitRelatedLink}
              <span className="sr-only"> {MEDIA_TEXT.newTab}</span>
            </a>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
