import type { MediaKind } from "@filtercycle/contract/media/media";
import { mediaKindOfFileName } from "@filtercycle/contract/media/media-kinds";

/** What the kind of a media item is decided from: the API's `kind`, else its file name. */
type KindSource = string | { kind?: MediaKind | undefined; file_name: string };

/**
 * The kind of a media item: the `kind` the API sends with it (it stored the file as that kind),
 * or, for a bare file name or an item without one, SPEC.md §4's table from the contract
 * (`video_url` has no extension, docs/decisions/0009; the original name has).
 */
export function mediaKindOf(source: KindSource): MediaKind {
  if (typeof source === "string") return mediaKindOfFileName(source);
  return source.kind ?? mediaKindOfFileName(source.file_name);
}

/** The file's download address: the same URL with `download=1` (a safe attachment name). */
export function downloadUrlOf(videoUrl: string): string {
  return `${videoUrl}${videoUrl.includes("?") ? "&" : "?"}download=1`;
}
