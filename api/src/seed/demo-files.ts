import { readFile } from "node:fs/promises";
import { BRAND } from "@filtercycle/contract/brand";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

/**
 * Real, small media files for the demo customers, one of every kind SPEC.md §4 knows. The PDF
 * and CSV are drawn here; the photos (PNG) and videos (WebM with titled scenes) are made from the
 * site's own illustrations by `scripts/make-demo-media.mjs` (Chromium has the encoders this code
 * has not) and kept beside this file, in `assets/`.
 */

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

/** The demo photos and videos, by file name in `assets/` (made by scripts/make-demo-media.mjs). */
export type DemoAsset =
  | "kiosk-installation.webm"
  | "lakefront-festival.webm"
  | "recycling-plant-visit.png"
  | "tech-park-kiosks.png";

export function readDemoAsset(name: DemoAsset): Promise<Buffer> {
  return readFile(new URL(`./assets/${name}`, import.meta.url));
}
