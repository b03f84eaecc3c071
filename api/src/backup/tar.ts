/**
 * A minimal ustar writer and reader: regular files only, names under 100 bytes. Enough for a
 * backup whose entry names we choose ourselves, without adding a dependency (decision 0052).
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, "utf8");
  header.write(octal(0o644, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii"); // the checksum counts its own field as spaces
  header.write("0", 156, "ascii");
  header.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

/** Zero bytes that bring an entry of `size` bytes to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two zero blocks end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(bytes: number): Promise<void> {
    while (this.pendingBytes < bytes && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.pending.push(next.value);
        this.pendingBytes += next.value.length;
      }
    }
    if (this.pendingBytes < bytes) throw new Error("The archive is truncated.");
  }

  async exact(bytes: number): Promise<Buffer> {
    await this.fill(bytes);
    const all = Buffer.concat(this.pending);
    this.pending = [all.subarray(bytes)];
    this.pendingBytes -= bytes;
    return all.subarray(0, bytes);
  }

  async *chunks(bytes: number): AsyncGenerator<Buffer> {
    let left = bytes;
    while (left > 0) {
      if (this.pendingBytes === 0) await this.fill(1);
      const chunk = this.pending.shift() as Buffer;
      this.pendingBytes -= chunk.length;
      if (chunk.length > left) {
        this.pending.unshift(chunk.subarray(left));
        this.pendingBytes += chunk.length - left;
      }
      const part = chunk.subarray(0, Math.min(left, chunk.length));
      left -= part.length;
      if (part.length > 0) yield part;
    }
  }
}

export type TarEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/**
 * The entries of a tar stream, in order. Each entry's body must be read to its end before the
 * next entry is asked for.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.exact(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString("utf8")
        .replace(/\0.*$/s, "");
    const stored = Number.parseInt(field(148, 8).trim(), 8);
    header.write("        ", 148, "ascii");
    let sum = 0;
    for (const byte of header) sum += byte;
    if (sum !== stored) throw new Error("The archive is damaged (a header checksum is wrong).");
    const type = field(156, 1);
    if (type !== "0" && type !== "") throw new Error(`Unexpected tar entry type "${type}".`);
    const name = field(0, 100);
    const size = Number.parseInt(field(124, 12).trim(), 8);
    let consumed = false;
    const body = (async function* () {
      yield* reader.chunks(size);
      consumed = true;
    })();
    yield { name, size, body };
    if (!consumed) for await (const _ of body);
    await reader.exact(tarPadding(size).length);
  }
}
