import { readFile } from "node:fs/promises";
import { deflateSync } from "node:zlib";
import { BRAND } from "@filtercycle/contract/brand";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

/**
 * Real, small media files for the demo customer, one of every kind SPEC.md §4 knows.
 * The image, PDF and CSV are drawn here; the video is a 3-second WebM clip kept beside this file
 * (encoding video needs a codec this script does not have).
 */

/** A 480×270 PNG: a green gradient with a lighter "kiosk" block, drawn pixel by pixel. */
export function makeDemoPng(width = 480, height = 270): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inKiosk = x > width * 0.4 && x < width * 0.6 && y > height * 0.25 && y < height * 0.85;
      const t = y / height;
      const i = row + 1 + x * 3;
      raw[i] = inKiosk ? 236 : Math.round(22 + 40 * t);
      raw[i + 1] = inKiosk ? 244 : Math.round(101 + 80 * t);
      raw[i + 2] = inKiosk ? 236 : Math.round(52 + 30 * t);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A one-page PDF: the summary of an awareness drive. */
export async function makeDemoPdf(businessName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Awareness drive summary");
  doc.setAuthor(BRAND.name);
  const page = doc.addPage([595.28, 841.89]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const green = rgb(0.09, 0.4, 0.2);
  page.drawText(BRAND.name, { x: 56, y: 780, size: 22, font: bold, color: green });
  page.drawText("Awareness drive summary", { x: 56, y: 740, size: 16, font: bold });
  const lines = [
    `Venue: ${businessName}`,
    "Sessions: 3 talks of 20 minutes, one per shift",
    "People reached: 120 staff and visitors",
    "Topics: why butts are toxic waste, how the kiosk works,",
    "and what the collected filters become.",
  ];
  lines.forEach((line, i) => {
    page.drawText(line, { x: 56, y: 700 - i * 22, size: 12, font: regular });
  });
  return doc.save();
}

/** A file of a kind the dashboard cannot preview: a CSV of the last pick-ups. */
export function makeDemoCsv(rows: { date: string; butts: number; kg: string }[]): Uint8Array {
  const lines = ["date,butts_collected,kg", ...rows.map((r) => `${r.date},${r.butts},${r.kg}`)];
  return Buffer.from(`${lines.join("\n")}\n`, "utf8");
}

export function readDemoVideo(): Promise<Buffer> {
  return readFile(new URL("./assets/sample-video.webm", import.meta.url));
}
