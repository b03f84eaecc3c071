export type MediaKind = "video" | "pdf" | "image" | "unknown";

type FileType = {
  kind: MediaKind;
  contentType: string;
  /** True when the file's first bytes are what this type's files start with. */
  matches: (head: Buffer) => boolean;
};

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Buffer.from(bytes);
  return (
    head.length >= offset + expected.length &&
    head.subarray(offset, offset + expected.length).equals(expected)
  );
};
const isoBmff = (head: Buffer) => startsWith(head, "ftyp", 4);
const zip = (head: Buffer) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
/** Text: no NUL bytes and valid UTF-8 in the first bytes (a cut multi-byte character at the end is fine). */
const text = (head: Buffer) => {
  if (head.includes(0)) return false;
  const decoded = new TextDecoder("utf-8", { fatal: false }).decode(head);
  return !decoded.slice(0, -1).includes("\uFFFD");
};

/**
 * File kinds by extension (SPEC.md §4), each checked against the file's first bytes. Besides
 * video, PDF and image, a few everyday document types are accepted as "unknown" kinds (the
 * dashboard offers them for download only); anything else is refused.
 */
const FILE_TYPES: Record<string, FileType> = {
  mp4: { kind: "video", contentType: "video/mp4", matches: isoBmff },
  mov: {
    kind: "video",
    contentType: "video/quicktime",
    matches: (h) =>
      isoBmff(h) || ["moov", "mdat", "wide", "free", "skip"].some((box) => startsWith(h, box, 4)),
  },
  webm: {
    kind: "video",
    contentType: "video/webm",
    matches: (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]),
  },
  ogg: { kind: "video", contentType: "video/ogg", matches: (h) => startsWith(h, "OggS") },
  pdf: { kind: "pdf", contentType: "application/pdf", matches: (h) => startsWith(h, "%PDF-") },
  jpg: {
    kind: "image",
    contentType: "image/jpeg",
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  jpeg: {
    kind: "image",
    contentType: "image/jpeg",
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  png: {
    kind: "image",
    contentType: "image/png",
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gif: {
    kind: "image",
    contentType: "image/gif",
    matches: (h) => startsWith(h, "GIF87a") || startsWith(h, "GIF89a"),
  },
  webp: {
    kind: "image",
    contentType: "image/webp",
    matches: (h) => startsWith(h, "RIFF") && startsWith(h, "WEBP", 8),
  },
  csv: { kind: "unknown", contentType: "text/csv; charset=utf-8", matches: text },
  txt: { kind: "unknown", contentType: "text/plain; charset=utf-8", matches: text },
  docx: {
    kind: "unknown",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    matches: zip,
  },
  xlsx: {
    kind: "unknown",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    matches: zip,
  },
  pptx: {
    kind: "unknown",
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    matches: zip,
  },
};

/** How many first bytes a content check needs. */
export const SIGNATURE_BYTES = 16;

export const ACCEPTED_EXTENSIONS = Object.keys(FILE_TYPES);

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

/** The accepted type of a file name, or undefined when its extension is not accepted. */
export function fileTypeOf(fileName: string): FileType | undefined {
  return FILE_TYPES[extensionOf(fileName)];
}

/** The kind and Content-Type of a stored file (seed and listing). */
export function mediaKindOf(fileName: string): { kind: MediaKind; contentType: string } {
  const type = fileTypeOf(fileName);
  return type
    ? { kind: type.kind, contentType: type.contentType }
    : { kind: "unknown", contentType: "application/octet-stream" };
}
