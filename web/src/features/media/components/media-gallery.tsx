import type { CustomerMediaItem } from "@filtercycle/contract/media/media";
import { useRef, useState } from "react";
import { buttonClass } from "#web/components/ui/button";
import { useAppLanguage } from "#web/lib/app-language";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { formatUploadDate } from "#web/lib/dashboard-format";
import { formatBusinessDate } from "#web/lib/format";
import { useCustomerMedia } from "../hooks/use-customer-media";
import { downloadUrlOf, mediaKindOf } from "../utils/media-kind";
import { MediaModal } from "./media-modal";

/**
 * The Videos tab (SPEC.md §2): "Your Media Files", newest first, with the three messages of the
 * spec for loading, failure and an empty list. Videos, PDFs and images open in a modal; an
 * unknown kind cannot open there (PRODUCT.md "Media": its thumbnail does nothing and "View File"
 * opens the file in a new tab, where it downloads: only images and videos are shown at their
 * address, docs/decisions/0068).
 */
export function MediaGallery() {
  const media = useCustomerMedia();
  const [selected, setSelected] = useState<CustomerMediaItem | null>(null);
  // The button that opened the modal gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const open = (item: CustomerMediaItem, trigger: HTMLElement) => {
    opener.current = trigger;
    setSelected(item);
  };
  const close = () => setSelected(null);
  const MEDIA_TEXT = useAppTexts().videos;

  return (
    <section aria-labelledby="media-heading">
      <h2 id="media-heading" className="text-2xl font-bold tracking-tight text-forest">
        {MEDIA_TEXT.heading}
      </h2>
      <div className="mt-4" aria-live="polite">
        {media.isPending ? (
          <p className="text-ink/80">{MEDIA_TEXT.loading}</p>
        ) : media.isError ? (
          <p className="text-red-800">{MEDIA_TEXT.failed}</p>
        ) : media.data.length === 0 ? (
          <p className="text-ink/80">{MEDIA_TEXT.empty}</p>
        ) : null}
      </div>
      {media.data && media.data.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {media.data.map((item) => (
            <MediaCard key={item.id} item={item} onOpen={open} />
          ))}
        </ul>
      ) : null}
      {selected ? <MediaModal item={selected} onClose={close} returnFocus={opener} /> : null}
    </section>
  );
}

function MediaCard({
  item,
  onOpen,
}: {
  item: CustomerMediaItem;
  onOpen: (item: CustomerMediaItem, trigger: HTMLElement) => void;
}) {
  const kind = mediaKindOf(item);
  const opensInModal = kind !== "unknown";
  const MEDIA_TEXT = useAppTexts().videos;
  const locale = useAppLanguage();
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-forest/10 bg-white shadow-sm">
      {opensInModal ? (
        <button
          type="button"
          onClick={(event) => onOpen(item, event.currentTarget)}
          className="group block focus-ring focus-visible:outline-offset-[-4px]"
          aria-label={fill(MEDIA_TEXT.thumbnailLabel, { name: item.file_name })}
        >
          <Thumbnail />
        </button>
      ) : (
        // Unknown kinds cannot be shown in the page: the thumbnail is a picture, not a control.
        <Thumbnail />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold break-words text-forest">{item.event_type.name}</h3>
        <p className="text-sm break-words text-ink/70">{item.file_name}</p>
        <p className="text-sm text-ink/70">
          {MEDIA_TEXT.uploaded}{" "}
          <time dateTime={item.created_at}>
            {/* SPEC.md §9's "Jan 5, 2025" in English; the day with the language's month otherwise. */}
            {locale === "en"
              ? formatUploadDate(item.created_at)
              : formatBusinessDate(item.created_at, locale)}
          </time>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {opensInModal ? (
            <button
              type="button"
              onClick={(event) => onOpen(item, event.currentTarget)}
              className={buttonClass({ size: "sm" })}
            >
              {MEDIA_TEXT[`view.${kind}`]}
            </button>
          ) : (
            <a
              href={item.video_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: "sm" })}
            >
              {MEDIA_TEXT["view.unknown"]}
              <span className="sr-only"> {MEDIA_TEXT.newTab}</span>
            </a>
          )}
          <a
            href={downloadUrlOf(item.video_url)}
            download={item.file_name}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {MEDIA_TEXT.download}
          </a>
          {item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full px-4 py-2 text-sm font-semibold text-leaf underline underline-offset-2 hover:text-forest focus-ring"
            >
              {MEDIA_TEXT.relatedLink}
              <span className="sr-only"> {MEDIA_TEXT.newTab}</span>
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The placeholder picture of every card (SPEC.md §2: the same for all), drawn inline. */
function Thumbnail() {
  return (
    <svg
      viewBox="0 0 320 180"
      aria-hidden="true"
      className="block aspect-video w-full bg-forest text-leaf-light transition-opacity group-hover:opacity-90"
    >
      <rect width="320" height="180" fill="currentColor" opacity="0.12" />
      <path
        d="M0 140 C 80 110 140 170 220 130 S 300 120 320 110 V180 H0 Z"
        fill="currentColor"
        opacity="0.25"
      />
      {/* A framed picture with a leaf: neutral, since every kind of file shares it. */}
      <rect
        x="118"
        y="52"
        width="84"
        height="64"
        rx="8"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="M140 104 C 146 82 162 72 184 70 C 182 92 168 104 140 104 Z" fill="currentColor" />
      <path d="M140 104 L 166 84" stroke="#0b3d2c" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
