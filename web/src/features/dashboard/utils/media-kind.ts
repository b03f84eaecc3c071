import type { MediaKind } from "@filtercycle/contract/media";

/** SPEC.md §4: a file's kind from its extension, case-insensitive. */
const KINDS: Record<string, MediaKind> = {
  mp4: "video",
  webm: "video",
  ogg: "video",
  mov: "video",
  pdf: "pdf",
  jpg: "image",
  jpeg: "image",
  png: "image",
  gif: "image",
  webp: "image",
};

/**
 * The kind of a media item from its original file name (`video_url` has no extension, docs/
 * decisions/0009); anything else, or a name without an extension, is "unknown".
 */
export function mediaKindOf(fileName: string): MediaKind {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return "unknown";
  return KINDS[fileName.slice(dot + 1).toLowerCase()] ?? "unknown";
}

/** The file's download address: the same URL with `download=1` (a safe attachment name). */
export function downloadUrlOf(videoUrl: string): string {
  return `${videoUrl}${videoUrl.includes("?") ? "&" : "?"}download=1`;
}
