import {
  extensionOf,
  type MediaKind,
  mediaKindOfFileName,
} from "@filtercycle/contract/media/media-kinds";

export { extensionOf, type MediaKind };

/** How a file of an accepted extension is stored and checked; its kind is the contract's. */
type FileSignature = {
  contentType: string;
  /** True when the file's first bytes are what this type's files start with. */
  matches: (head: Buffer) => boolean;
};

type FileType = FileSignature & { kind: MediaKind };

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
 * Accepted extensions with their Content-Type and first bytes (an MP4, MOV or other ISO base
 * media file has its `ftyp` box at offset 4). Every extension of the contract's kind table
 * (SPEC.md §4) is here; besides video, PDF and image, a few everyday document types are
 * accepted as "unknown" kinds (the dashboard offers them for download only); anything else is
 * refused. The kind itself comes from `@filtercycle/contract/media-kinds`.
 */
const SIGNATURES: Record<string, FileSignature> = {
  mp4: { contentType: "video/mp4", matches: isoBmff },
  mov: {
    contentType: "video/quicktime",
    matches: (h) =>
      isoBmff(h) || ["moov", "mdat", "wide", "free", "skip"].some((box) => startsWith(h, box, 4)),
  },
  webm: {
    contentType: "video/webm",
    matches: (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]),
  },
  ogg: { contentType: "video/ogg", matches: (h) => startsWith(h, "OggS") },
  pdf: { contentType: "application/pdf", matches: (h) => startsWith(h, "%PDF-") },
  jpg: {
    contentType: "image/jpeg",
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  jpeg: {
    contentType: "image/jpeg",
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  png: {
    contentType: "image/png",
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gif: {
    contentType: "image/gif",
    matches: (h) => startsWith(h, "GIF87a") || startsWith(h, "GIF89a"),
  },
  webp: {
    contentType: "image/webp",
    matches: (h) => startsWith(h, "RIFF") && startsWith(h, "WEBP", 8),
  },
  csv: { contentType: "text/csv; charset=utf-8", matches: text },
  txt: { contentType: "text/plain; charset=utf-8", matches: text },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    matches: zip,
  },
  xlsx: {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    matches: zip,
  },
  pptx: {
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    matches: zip,
  },
};

/** How many first bytes a content check needs. */
export const SIGNATURE_BYTES = 16;

export const ACCEPTED_EXTENSIONS = Object.keys(SIGNATURES);

/** The accepted type of a file name, or undefined when its extension is not accepted. */
export function fileTypeOf(fileName: string): FileType | undefined {
  const extension = extensionOf(fileName);
  // Own keys only: "x.constructor" must not find Object's constructor.
  if (!Object.hasOwn(SIGNATURES, extension)) return undefined;
  const signature = SIGNATURES[extension] as FileSignature;
  return { ...signature, kind: mediaKindOfFileName(fileName) };
}

/** The kind and Content-Type of a stored file (seed and listing). */
export function mediaKindOf(fileName: string): { kind: MediaKind; contentType: string } {
  const type = fileTypeOf(fileName);
  return type
    ? { kind: type.kind, contentType: type.contentType }
    : { kind: "unknown", contentType: "application/octet-stream" };
}
