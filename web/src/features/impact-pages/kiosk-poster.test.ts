import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { poster as guPoster } from "@filtercycle/contract/messages/gu/poster";
import { poster as hiPoster } from "@filtercycle/contract/messages/hi/poster";
import jsQR from "jsqr";
import { PDFDocument } from "pdf-lib";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import type { FontBytes } from "#web/lib/pdf/report-fonts";
import { readFontBytes } from "#web/lib/pdf/template/node-fonts";
import { makeKioskPoster, POSTER_SIZE } from "./kiosk-poster";

/**
 * The kiosk poster is read back as a person and a phone would: pdftotext for its words, and
 * pdftoppm to a picture whose QR code jsQR decodes.
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), "fc-poster-test-"));
let fonts: FontBytes;
const URL_OF_PAGE = "https://filtercycle.example/impact/terrace-cafe";

beforeAll(async () => {
  fonts = await readFontBytes();
});

function save(bytes: Uint8Array, name: string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, bytes);
  return file;
}

describe("the kiosk poster", () => {
  it("is one A5 portrait page with the brand, the name, the line and the address in words", async () => {
    const bytes = await makeKioskPoster({ businessName: "Terrace Café", url: URL_OF_PAGE }, fonts);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([420, 595]);
    expect(POSTER_SIZE.height).toBeGreaterThan(POSTER_SIZE.width);
    const text = execFileSync("pdftotext", [save(bytes, "poster.pdf"), "-"], { encoding: "utf8" })
      .replace(/\s+/g, " ")
      .trim();
    expect(text).toContain("Filtercycle");
    expect(text).toContain("Terrace Café");
    expect(text).toContain("Scan to see what this café's butts became");
    expect(text).toContain("Or type filtercycle.example/impact/terrace-cafe");
  });

  it("has a QR code that decodes to the page's address", async () => {
    const bytes = await makeKioskPoster({ businessName: "Terrace Café", url: URL_OF_PAGE }, fonts);
    const file = save(bytes, "poster-qr.pdf");
    execFileSync("pdftoppm", ["-png", "-r", "100", "-singlefile", file, path.join(tmp, "poster")]);
    const png = PNG.sync.read(readFileSync(path.join(tmp, "poster.png")));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(URL_OF_PAGE);
  });

  // Issue 29: in the owner's language, in fonts that have the script. The words are read back
  // as text; the pictures (pdftoppm) were looked at for shaping (docs/translating.md).
  const flatText = (bytes: Uint8Array, name: string) =>
    execFileSync("pdftotext", [save(bytes, name), "-"], { encoding: "utf8" })
      .replace(/\s+/g, " ")
      .trim();
  const fontsOf = (name: string) =>
    execFileSync("pdffonts", [path.join(tmp, name)], { encoding: "utf8" });

  it("speaks Gujarati in the Gujarati fonts, the name and address as they are", async () => {
    const scriptFonts = await readFontBytes({ gujarati: true });
    const bytes = await makeKioskPoster(
      { businessName: "Terrace Café", url: URL_OF_PAGE, language: "gu", texts: guPoster },
      scriptFonts,
    );
    const text = flatText(bytes, "poster-gu.pdf");
    for (const expected of [
      "Filtercycle",
      "Terrace Café",
      "અથવા લખો: filtercycle.example/impact/terrace-cafe",
      "ઉપયોગી ઇકો-",
      "ઉત્પાદનો બનાવે છે.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\?{2,}|Scan to see|Or type/);
    expect(fontsOf("poster-gu.pdf")).toMatch(/NotoSansGujarati-Bold/);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe("કિઓસ્ક પોસ્ટર — Terrace Café");
  });

  it("speaks Hindi in the Devanagari fonts, the name and address as they are", async () => {
    const scriptFonts = await readFontBytes({ devanagari: true });
    const bytes = await makeKioskPoster(
      { businessName: "Terrace Café", url: URL_OF_PAGE, language: "hi", texts: hiPoster },
      scriptFonts,
    );
    const text = flatText(bytes, "poster-hi.pdf");
    for (const expected of [
      "Filtercycle",
      "Terrace Café",
      "या टाइप",
      "filtercycle.example/impact/terrace-cafe",
      // Read back as typed (the run's /ActualText, pdf-text.ts): the reph where it is written.
      "उपयोगी इको-आर्ट उत्पाद बनाता है।",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\?{2,}|Scan to see|Or type/);
    // Noto Sans's Devanagari files are named Noto Sans: a bold one for Latin, one for Hindi.
    expect(fontsOf("poster-hi.pdf").match(/NotoSans-Bold-/g)).toHaveLength(2);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("कियोस्क पोस्टर — Terrace Café");
  });
});
