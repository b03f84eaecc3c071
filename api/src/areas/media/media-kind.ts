/** File kinds by extension (SPEC.md §4), with the Content-Type each is served with. */
const KINDS: Record<string, { kind: "video" | "pdf" | "image"; contentType: string }> = {
  mp4: { kind: "video", contentType: "video/mp4" },
  webm: { kind: "video", contentType: "video/webm" },
  ogg: { kind: "video", contentType: "video/ogg" },
  mov: { kind: "video", contentType: "video/quicktime" },
  pdf: { kind: "pdf", contentType: "application/pdf" },
  jpg: { kind: "image", contentType: "image/jpeg" },
  jpeg: { kind: "image", contentType: "image/jpeg" },
  png: { kind: "image", contentType: "image/png" },
  gif: { kind: "image", contentType: "image/gif" },
  webp: { kind: "image", contentType: "image/webp" },
};

export function mediaKindOf(fileName: string): {
  kind: "video" | "pdf" | "image" | "unknown";
  contentType: string;
} {
  const ext = fileName.includes(".") ? (fileName.split(".").pop() ?? "").toLowerCase() : "";
  return KINDS[ext] ?? { kind: "unknown", contentType: "application/octet-stream" };
}
