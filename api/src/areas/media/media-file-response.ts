import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../http/problem.ts";
import type { ByteRange, MediaStorage } from "./storage/media-storage.ts";

type StoredFile = {
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
};

/**
 * One byte range of a `Range: bytes=…` header (first-last, first-, -suffix). Multiple ranges
 * are answered with the whole file (allowed by RFC 9110). `null` means unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "all" | null {
  if (!header) return "all";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return "all";
  const [, first, last] = match as unknown as [string, string, string];
  if (first === "" && last === "") return "all";
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the exact name in RFC 5987
 * encoding, so spaces, quotes and non-ASCII letters survive and nothing can break the header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "'")
      .replace(/[\r\n]/g, "")
      .trim() || "download";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file with ranges, validators (ETag, Last-Modified, 304) and download names. */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  file: StoredFile,
  download: boolean,
): Promise<FastifyReply> {
  // Stored files never change: the key identifies the content.
  const etag = `"${file.storageKey}"`;
  const lastModified = new Date(Math.floor(file.createdAt.getTime() / 1000) * 1000);
  reply
    .header("ETag", etag)
    .header("Last-Modified", lastModified.toUTCString())
    .header("Accept-Ranges", "bytes")
    .header("Cache-Control", "private, max-age=3600")
    .header("Content-Type", file.contentType);
  if (download) reply.header("Content-Disposition", attachmentDisposition(file.originalName));

  const ifNoneMatch = request.headers["if-none-match"];
  const ifModifiedSince = request.headers["if-modified-since"];
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= lastModified.getTime();
  if (notModified) return reply.code(304).send();

  // A Range with a stale If-Range validator gets the whole (current) file.
  const ifRange = request.headers["if-range"];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, file.sizeBytes);
  if (range === null) {
    reply.header("Content-Range", `bytes */${file.sizeBytes}`);
    throw new HttpError(
      416,
      `The requested range is outside the file, which has ${file.sizeBytes} bytes.`,
    );
  }
  if (range === "all") {
    reply.header("Content-Length", file.sizeBytes);
    if (request.method === "HEAD") return reply.send();
    return reply.send(await storage.get(file.storageKey));
  }
  reply
    .code(206)
    .header("Content-Range", `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
    .header("Content-Length", range.end - range.start + 1);
  if (request.method === "HEAD") return reply.send();
  return reply.send(await storage.get(file.storageKey, range));
}
