import { randomBytes } from "node:crypto";

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body, as a browser would send it. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----filtercycle${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      const encodedName = part.filename.replace(/"/g, "%22");
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${encodedName}"\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
        ),
        part.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Small files whose first bytes are what their kind's files start with. */
export const SAMPLE_FILES: Record<string, Buffer> = {
  "clip.mp4": Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    randomBytes(300),
  ]),
  "clip.mov": Buffer.concat([
    Buffer.from([0, 0, 0, 0x14]),
    Buffer.from("ftypqt  "),
    randomBytes(300),
  ]),
  "clip.webm": Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(300)]),
  "clip.ogg": Buffer.concat([Buffer.from("OggS"), randomBytes(300)]),
  "report.pdf": Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
  "photo.jpg": Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300)]),
  "photo.jpeg": Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1]), randomBytes(300)]),
  "photo.png": Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(300),
  ]),
  "anim.gif": Buffer.concat([Buffer.from("GIF89a"), randomBytes(300)]),
  "photo.webp": Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([0, 1, 0, 0]),
    Buffer.from("WEBPVP8 "),
    randomBytes(300),
  ]),
  "pickups.csv": Buffer.from("date,butts\n2025-01-05,812\n2025-01-12,904\n"),
};
