import { Readable } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError } from "#api/http/problem.ts";
import {
  ACCEPTED_EXTENSIONS,
  extensionOf,
  fileTypeOf,
  type MediaKind,
  mediaKindOf,
  SIGNATURE_BYTES,
} from "./media-kind.ts";
import { type MediaStorage, newStorageKey } from "./storage/media-storage.ts";

export type StoredUpload = {
  key: string;
  originalName: string;
  contentType: string;
  kind: MediaKind;
  size: number;
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Yields the file's bytes after checking that the first ones are what the extension promises;
 * fails an empty file. Nothing is buffered beyond the first few bytes.
 */
async function* checkedContent(
  source: AsyncIterable<Buffer>,
  matches: (head: Buffer) => boolean,
  fileName: string,
): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = () => {
    checked = true;
    if (head.length === 0) {
      throw new HttpError(400, `The file "${fileName}" is empty.`, [
        { field: "file", message: "is empty" },
      ]);
    }
    if (!matches(head)) {
      throw new HttpError(
        415,
        `The content of "${fileName}" is not a .${extensionOf(fileName)} file. Upload the file in the format its name says.`,
        [{ field: "file", message: "content does not match its extension" }],
      );
    }
  };
  for await (const chunk of source) {
    if (checked) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length >= SIGNATURE_BYTES) {
      check();
      yield head;
    }
  }
  if (!checked) {
    check();
    yield head;
  }
}

/**
 * Reads a multipart upload: text fields and one file (the part named "file"), which is streamed
 * into storage as it arrives. Whatever goes wrong (bad kind, too large, cut off, invalid fields
 * later), the stored file is removed again, so a failed upload leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: MediaStorage,
  maxBytes: number,
  /** Only files of these kinds are accepted (a pickup's photo: images); default every kind. */
  kinds?: readonly MediaKind[],
): Promise<{
  fields: Record<string, string>;
  file: StoredUpload | undefined;
  discard(): Promise<void>;
}> {
  const fields: Record<string, string> = {};
  let file: StoredUpload | undefined;
  const discard = async () => {
    if (file) await storage.delete(file.key);
  };
  // A client that goes away mid-file does not always make the part's stream fail (busboy is not
  // always told), and a stream that only waits would keep its half-written file for good: end it
  // with an error as soon as the connection closes before the body was complete.
  // Both the part's stream and the checked stream the storage reads are ended: an error in the
  // first does not always reach a storage write that is waiting on the second.
  const raw = request.raw;
  let receiving: Readable[] = [];
  const cutOff = () => new Error("the upload was cut off: the connection closed");
  const endReceiving = () => {
    for (const stream of receiving) stream.destroy(cutOff());
  };
  const onClose = () => {
    if (!raw.complete) endReceiving();
  };
  raw.once("close", onClose);
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096 },
    })) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      receiving = [part.file];
      const track = (content: Readable) => {
        receiving.push(content);
        if (raw.destroyed && !raw.complete) endReceiving();
      };
      if (raw.destroyed && !raw.complete) endReceiving();
      file = await storeFile(part, storage, maxBytes, kinds, track);
      receiving = [];
    }
  } catch (err) {
    await discard();
    throw translate(err, maxBytes);
  } finally {
    raw.off("close", onClose);
  }
  return { fields, file, discard };
}

/**
 * Browsers escape `"`, CR and LF in multipart file names as %22, %0D, %0A (WHATWG HTML);
 * undo that so the original name is kept. Control characters are dropped.
 */
export function originalFileName(sent: string): string {
  const name = sent
    .replace(/%22/gi, '"')
    .replace(/%0D|%0A/gi, " ")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return name.slice(0, 255) || "file";
}

async function storeFile(
  part: MultipartFile,
  storage: MediaStorage,
  maxBytes: number,
  kinds: readonly MediaKind[] | undefined,
  /** Told the stream the storage reads, so a closed connection can end it. */
  track: (content: Readable) => void,
): Promise<StoredUpload> {
  const name = originalFileName(part.filename);
  if (part.fieldname !== "file") {
    part.file.resume();
    throw new HttpError(400, 'Send the file in the form field named "file".', [
      { field: part.fieldname, message: "unexpected file" },
    ]);
  }
  const found = fileTypeOf(name);
  const type = found && (!kinds || kinds.includes(found.kind)) ? found : undefined;
  if (!type) {
    part.file.resume();
    const ext = extensionOf(name);
    const accepted = kinds
      ? ACCEPTED_EXTENSIONS.filter((e) => kinds.includes(mediaKindOf(`x.${e}`).kind))
      : ACCEPTED_EXTENSIONS;
    throw new HttpError(
      415,
      `${ext ? `.${ext} files are` : "Files without an extension are"} not accepted. Accepted: ${accepted.map((e) => `.${e}`).join(", ")}.`,
      [{ field: "file", message: "kind of file not accepted" }],
    );
  }
  const key = newStorageKey();
  const content = Readable.from(checkedContent(part.file, type.matches, name), {
    objectMode: false,
  });
  track(content);
  const { size } = await storage.put(key, content, type.contentType);
  if (part.file.truncated) {
    await storage.delete(key);
    throw tooLarge(maxBytes);
  }
  return { key, originalName: name, contentType: type.contentType, kind: type.kind, size };
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    `The file is larger than the ${megabytes(maxBytes)} limit. Upload a smaller file.`,
    [{ field: "file", message: `must be at most ${megabytes(maxBytes)}` }],
  );
}

/** The storage ran out of space: nothing of the file was kept (its `.part` is removed). */
export const STORAGE_FULL_MESSAGE =
  "The media storage is full, so the file was not saved. Ask an administrator to free space, then upload it again.";
/** The storage refused or could not be reached: nothing of the file was kept. */
export const STORAGE_FAILED_MESSAGE =
  "The media storage could not save the file right now, so it was not saved. Try again in a moment.";

const STORAGE_FULL_CODES = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);
const STORAGE_FAILED_CODES = new Set([
  "EROFS",
  "EACCES",
  "EPERM",
  "EIO",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);

function translate(err: unknown, maxBytes: number): unknown {
  const code = (err as { code?: string }).code;
  // A storage that is full or failing is the server's trouble, not the upload's: 507 / 503.
  if (code && STORAGE_FULL_CODES.has(code)) return new HttpError(507, STORAGE_FULL_MESSAGE);
  if (code && STORAGE_FAILED_CODES.has(code)) {
    return new HttpError(503, STORAGE_FAILED_MESSAGE, undefined, { "retry-after": "30" });
  }
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(maxBytes);
  if (code === "FST_FILES_LIMIT")
    return new HttpError(400, "Upload one file at a time.", [
      { field: "file", message: "only one file" },
    ]);
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
    return new HttpError(415, "Send the upload as multipart/form-data.");
  }
  if (isMalformedMultipart(err)) {
    return new HttpError(
      400,
      "The upload is not complete multipart/form-data: it was cut off, has no boundary or has broken part headers. Send the form again.",
    );
  }
  return err;
}

/**
 * busboy's errors for a body that is not well-formed multipart ("Multipart: Boundary not found",
 * "Unexpected end of multipart data", "Part terminated early…") are plain errors without a code
 * or status, so they are known by their message; the storage may wrap them as a cause.
 */
function isMalformedMultipart(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 3) return false;
  if ((err as { code?: string }).code === "FST_MP_PREMATURE_CLOSE") return true;
  const plain = (err as { statusCode?: number }).statusCode === undefined;
  if (plain && /multipart|boundary|needle/i.test(err.message)) return true;
  return isMalformedMultipart(err.cause, depth + 1);
}
