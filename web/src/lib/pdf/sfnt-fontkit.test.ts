import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { drawLine, type FontStack } from "./pdf-text";
import { type FontBytes, fontNeeds, SHAPED } from "./report-fonts";
import { sfntFontkit } from "./sfnt-fontkit";
import { readFontBytes } from "./template/node-fonts";

/**
 * The small fontkit stand-in (issue 28) against fontkit itself, on the Latin fonts the PDFs use:
 * the same characters, glyphs, widths and font metrics, and PDFs drawn with each turn into the
 * same pixels (pdftoppm).
 */
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
const lite = sfntFontkit as unknown as Fontkit;

/**
 * Fontkit itself, but inflating each compressed WOFF table once per font. Fontkit reads a
 * table through `_getTableStream`, which for a WOFF file inflates the whole table (in
 * JavaScript) on every call: once per glyph for `glyf`, which made reading ~1,100 glyphs'
 * widths take 2 s per font. Inflating is deterministic, so every later call gets a fresh
 * stream over the same bytes the first call inflated: the same glyphs, widths and drawings as
 * fontkit unchanged (decision 0088, amendment), in a fraction of the time.
 */
type TableStream = { buffer: Uint8Array; constructor: new (buffer: Uint8Array) => TableStream };
type FontkitFont = ReturnType<typeof fontkit.create>;
function inflatingOnce<F extends FontkitFont>(font: F): F {
  const internals = font as unknown as {
    stream: TableStream;
    _getTableStream: (tag: string) => TableStream | null;
  };
  const read = internals._getTableStream.bind(font);
  const inflated = new Map<string, TableStream>();
  internals._getTableStream = (tag) => {
    const known = inflated.get(tag);
    if (known) return new known.constructor(known.buffer);
    const stream = read(tag);
    // An uncompressed table is read in place from the file's own stream: nothing to keep.
    if (stream && stream !== internals.stream) inflated.set(tag, stream);
    return stream;
  };
  return font;
}
const fontkitInflatingOnce = {
  create: (...args: Parameters<typeof fontkit.create>) => inflatingOnce(fontkit.create(...args)),
} as unknown as Fontkit;
const tmp = mkdtempSync(path.join(os.tmpdir(), "fc-sfnt-"));
let fonts: FontBytes;
beforeAll(async () => {
  fonts = await readFontBytes();
});

const SAMPLES = [
  "Cigarette Butt Collection Report — Sabarmati Riverside Café",
  "Benefit Value Report: ₹1,23,456.78 · 12 Jan 2025 – 31 Mar 2025",
  "Zoë Ångström, Łódź; Dvořák «fi fl ffi» “quotes” ‘single’ … soft\u00ADhyphen zero\u200Bwidth",
  "Customer ID FC-1001 · Certificate no. FC-7K3M-9QXD-2WPA · Check it at http://localhost/verify",
  "0123456789 +-*/=%&@#()[]{}<>?!;:'\"",
];

describe("sfnt-fontkit", () => {
  it("is used for Latin text; Devanagari and combining marks go to fontkit", () => {
    expect(fontNeeds(["Sabarmati Riverside Café", "₹1,234.00"])).toEqual({
      devanagari: false,
      gujarati: false,
      shaping: false,
    });
    expect(fontNeeds(["શ્રી ગણેશ ટી સ્ટોલ"])).toEqual({
      devanagari: false,
      gujarati: true,
      shaping: true,
    });
    expect(fontNeeds(["Cafe\u0301"])).toEqual({
      devanagari: false,
      gujarati: false,
      shaping: true,
    });
    expect(fontNeeds(["Saṃskṛta Bhavan"])).toEqual({
      devanagari: false,
      gujarati: false,
      shaping: true,
    });
    expect(fontNeeds(["Shri Ganesh", "श्री गणेश"])).toEqual({
      devanagari: true,
      gujarati: false,
      shaping: true,
    });
  });

  it("reads the same characters, glyphs, widths and metrics as fontkit", async () => {
    for (const name of ["latin", "latinExt", "latinBold"] as const) {
      const bytes = fonts[name];
      const theirs = inflatingOnce(fontkit.create(Buffer.from(bytes)));
      const ours = await sfntFontkit.create(bytes);
      expect(ours.characterSet, name).toEqual(theirs.characterSet);
      expect(ours.characterSet.length, name).toBeGreaterThan(200);
      for (const code of theirs.characterSet) {
        const expected = theirs.glyphForCodePoint(code);
        const got = ours.glyphForCodePoint(code);
        expect([code, got.id, got.advanceWidth]).toEqual([
          code,
          expected.id,
          expected.advanceWidth,
        ]);
      }
      // One character at a time: the same glyph as fontkit's layout, but for SHAPED ones.
      for (const code of theirs.characterSet) {
        const char = String.fromCodePoint(code);
        if (SHAPED.test(char)) continue;
        const expected = theirs.layout(char, { liga: false }).glyphs.map((g) => g.id);
        expect([code, ...ours.layout(char).glyphs.map((g) => g.id)]).toEqual([code, ...expected]);
      }
      for (const text of SAMPLES) {
        const expected = theirs.layout(text, { liga: false }).glyphs.map((g) => g.id);
        expect(
          ours.layout(text).glyphs.map((g) => g.id),
          `${name}: ${text}`,
        ).toEqual(expected);
      }
      expect({
        unitsPerEm: ours.unitsPerEm,
        ascent: ours.ascent,
        descent: ours.descent,
        capHeight: ours.capHeight,
        xHeight: ours.xHeight,
        italicAngle: ours.italicAngle,
        bbox: ours.bbox,
        postscriptName: ours.postscriptName,
      }).toEqual({
        unitsPerEm: theirs.unitsPerEm,
        ascent: theirs.ascent,
        descent: theirs.descent,
        capHeight: theirs.capHeight,
        xHeight: theirs.xHeight,
        italicAngle: theirs.italicAngle,
        bbox: {
          minX: theirs.bbox.minX,
          minY: theirs.bbox.minY,
          maxX: theirs.bbox.maxX,
          maxY: theirs.bbox.maxY,
        },
        postscriptName: theirs.postscriptName,
      });
    }
  });

  it("draws PDFs that look exactly like fontkit's", { timeout: 180_000 }, async () => {
    const draw = async (kit: Fontkit) => {
      const pdf = await PDFDocument.create();
      pdf.registerFontkit(kit);
      const embed = (data: Uint8Array) =>
        pdf.embedFont(data, { subset: true, features: { liga: false } });
      const regular: FontStack = [await embed(fonts.latin), await embed(fonts.latinExt)];
      const bold: FontStack = [await embed(fonts.latinBold), ...regular];
      const page = pdf.addPage([595.28, 841.89]);
      // Every character of the fonts but those fontNeeds sends to fontkit (SHAPED),
      // then the samples, in both weights.
      const drawable = (c: number) => c > 32 && !SHAPED.test(String.fromCodePoint(c));
      const every = String.fromCodePoint(
        ...(await sfntFontkit.create(fonts.latin)).characterSet.filter(drawable),
        ...(await sfntFontkit.create(fonts.latinExt)).characterSet.filter(drawable),
      );
      let y = 810;
      for (let at = 0; at < every.length; at += 70) {
        drawLine(page, every.slice(at, at + 70), regular, {
          x: 20,
          y,
          size: 9,
          color: rgb(0, 0, 0),
        });
        y -= 12;
      }
      for (const text of SAMPLES) {
        for (const stack of [regular, bold]) {
          drawLine(page, text, stack, { x: 20, y, size: 11, color: rgb(0.1, 0.3, 0.2) });
          y -= 16;
        }
      }
      return pdf.save({ useObjectStreams: false });
    };
    const png = async (kit: Fontkit, name: string) => {
      const file = path.join(tmp, `${name}.pdf`);
      writeFileSync(file, await draw(kit));
      execFileSync("pdftoppm", ["-png", "-r", "110", "-singlefile", file, path.join(tmp, name)]);
      return readFileSync(path.join(tmp, `${name}.png`));
    };
    const theirs = await png(fontkitInflatingOnce, "fontkit");
    const ours = await png(lite, "sfnt");
    expect(ours.length).toBeGreaterThan(10_000);
    expect(ours.equals(theirs)).toBe(true);
  });
});
