/**
 * The kind of a media file from its name (SPEC.md §4), the one table for the API (what an
 * upload is stored as, what `kind` each listed item carries) and the web (which button and
 * viewer an item gets when it has no `kind`). docs/decisions/0046.
 *
 * No zod in this module: the dashboard imports it at run time.
 */

export const MEDIA_KINDS = ["video", "pdf", "image", "unknown"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** SPEC.md §4: mp4, webm, ogg, mov = video; pdf = pdf; jpg, jpeg, png, gif, webp = image. */
export const MEDIA_KIND_BY_EXTENSION: Readonly<Record<string, Exclude<MediaKind, "unknown">>> = {
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
 * A file name's extension, lower-cased: what follows its last dot ("" when there is none). A
 * name that is only an extension counts: ".mp4" is an MP4 file, as people who name a file
 * that way mean it.
 */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

/** The kind of a file from its name: SPEC.md §4's table, anything else "unknown". */
export function mediaKindOfFileName(fileName: string): MediaKind {
  const extension = extensionOf(fileName);
  // Own keys only: "x.constructor" must not find Object's constructor.
  return Object.hasOwn(MEDIA_KIND_BY_EXTENSION, extension)
    ? (MEDIA_KIND_BY_EXTENSION[extension] as MediaKind)
    : "unknown";
}
