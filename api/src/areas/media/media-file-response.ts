import path from "node:path";
import type { Readable } from "node:stream";
import { send } from "@fastify/send";
import type { FastifyReply, FastifyRequest } from "fastify";
import { MEDIA_FILE_POLICY } from "#api/http/content-security-policy.ts";
import { HttpError } from "#api/http/problem.ts";
import type { MediaKind } from "./media-kind.ts";
import type { ByteRange, MediaStorage } from "./storage/media-storage.ts";

type StoredFile = {
  storageKey: string;
  originalName: string;
  contentType: string;
  kind: MediaKind;
  sizeBytes: number;
  createdAt: Date;
};

/**
 * Only images and videos are shown by the browser from the file's address (the dashboard's
 * `<img>` and `<video>`). Anything else is an attachment: Chromium's PDF viewer runs a PDF's own
 * scripts even in a sandboxed document, so a PDF opened at its address would run them; the
 * dashboard draws PDFs itself with pdf.js instead (docs/decisions/0068).
 */
export function shownInline(kind: MediaKind): boolean {
  return kind === "image" || kind === "video";
}

/**
 * One byte range of a `Range: bytes=…` header (first-last, first-, -suffix), for files read
 * from object storage. Multiple ranges are answered with the whole file (allowed by RFC 9110).
 * `null` means unsatisfiable.
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
 * `Content-Disposition` (`inline` or `attachment`) with the file's name: an ASCII fallback and the
 * exact name in RFC 5987 encoding, so spaces, quotes and non-ASCII letters survive (a download's
 * name, or "Save as" on a shown image) and nothing can break the header.
 */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
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
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const rangeNotSatisfiable = (size: number | string) =>
  new HttpError(
    416,
    `The requested range is outside the file, which has ${size} bytes.`,
    undefined,
    {
      "Content-Range": `bytes */${size}`,
    },
  );

/** Whether an If-None-Match / If-Match / If-Range list names `etag` (or is `*`). */
const namesEtag = (header: string | undefined, etag: string) =>
  header?.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*") ?? false;

/**
 * Sends a stored file: its type from the record, `private, no-cache` (kept, but checked with the
 * server each time: docs/decisions/0050), as an attachment when `download` asks for one or the
 * file is not an image or video (`shownInline`), a sandboxing Content-Security-Policy (a
 * document made of the file has no access to our origin), and ranges and conditional requests
 * (docs/decisions/0045).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  file: StoredFile,
  download: boolean,
): Promise<FastifyReply> {
  // Stored files never change: the key identifies the content.
  const etag = `"${file.storageKey}"`;
  reply
    .header("ETag", etag)
    // Revalidated on every use (a cheap 304 by ETag), so a logged-out or deleted file is never
    // read back from the browser's cache.
    .header("Cache-Control", "private, no-cache")
    .header("Content-Type", file.contentType)
    .header("Content-Security-Policy", MEDIA_FILE_POLICY);
  reply.header(
    "Content-Disposition",
    contentDisposition(
      download || !shownInline(file.kind) ? "attachment" : "inline",
      file.originalName,
    ),
  );
  const localPath = storage.localPath?.(file.storageKey);
  return localPath
    ? sendFromDisk(request, reply, localPath, etag)
    : sendFromStorage(request, reply, storage, file, etag);
}

/**
 * A file on disk, by @fastify/send: Last-Modified, If-Modified-Since, If-Unmodified-Since,
 * byte ranges, If-Range by date, 416. Our ETag (the storage key) is not one send can make, so the
 * validators that name an ETag are decided here and taken out of the headers send reads.
 */
async function sendFromDisk(
  request: FastifyRequest,
  reply: FastifyReply,
  filePath: string,
  etag: string,
): Promise<FastifyReply> {
  const headers = { ...request.headers };
  if (headers["if-none-match"] !== undefined) {
    if (namesEtag(headers["if-none-match"], etag)) return reply.code(304).send();
    // RFC 9110 13.1.3: If-Modified-Since is ignored when If-None-Match is present.
    delete headers["if-none-match"];
    delete headers["if-modified-since"];
  }
  if (namesEtag(headers["if-match"], etag)) delete headers["if-match"];
  const ifRange = headers["if-range"];
  if (typeof ifRange === "string" && ifRange.includes('"')) {
    // A current ETag keeps the range; a stale one asks for the whole (current) file.
    if (ifRange.trim() !== etag) delete headers.range;
    delete headers["if-range"];
  }
  const result = await send(
    { headers, method: request.method } as unknown as Readable,
    `/${encodeURIComponent(path.basename(filePath))}`,
    {
      root: path.dirname(filePath),
      etag: false,
      cacheControl: false,
      contentType: false,
      index: false,
      // 1 MB reads: far fewer syscalls and chunks than the 64 KB default on large media.
      highWaterMark: 1024 * 1024,
    },
  );
  if (result.type === "error") {
    if (result.statusCode === 416) {
      throw rangeNotSatisfiable(result.headers["Content-Range"]?.replace(/^bytes \*\//, "") ?? "?");
    }
    if (result.statusCode === 412) {
      throw new HttpError(412, "The file does not match the version your request names.");
    }
    if (result.statusCode === 404) {
      request.log.error({ filePath }, "a media record's file is missing from the disk");
      throw new HttpError(404, "There is no media file with this id.");
    }
    throw result.metadata.error;
  }
  return reply.code(result.statusCode).headers(result.headers).send(result.stream);
}

/**
 * A file in object storage, read with the SDK's byte ranges: validators, ranges and 416 are
 * answered here from the record (size, creation time), which the storage need not be asked for.
 */
async function sendFromStorage(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  file: StoredFile,
  etag: string,
): Promise<FastifyReply> {
  const lastModified = new Date(Math.floor(file.createdAt.getTime() / 1000) * 1000);
  reply.header("Last-Modified", lastModified.toUTCString()).header("Accept-Ranges", "bytes");

  const ifNoneMatch = request.headers["if-none-match"];
  const ifModifiedSince = request.headers["if-modified-since"];
  const notModified = ifNoneMatch
    ? namesEtag(ifNoneMatch, etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= lastModified.getTime();
  if (notModified) return reply.code(304).send();

  // A Range with a stale If-Range validator gets the whole (current) file.
  const ifRange = request.headers["if-range"];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, file.sizeBytes);
  if (range === null) throw rangeNotSatisfiable(file.sizeBytes);
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
