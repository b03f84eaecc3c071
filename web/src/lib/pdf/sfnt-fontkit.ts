/**
 * A small stand-in for @pdf-lib/fontkit for TrueType fonts that need no shaping (Latin), given
 * to pdf-lib's `registerFontkit` (issue 28, "Reports on a phone"). It reads a `.woff` or `.ttf`
 * file's tables, maps characters to glyphs through the font's `cmap`, measures them with its
 * `hmtx`, and writes the subset of the glyphs used as fontkit's TTFSubset does (same tables, same
 * glyph order), so pdf-lib embeds the same glyphs and the PDF looks the same.
 *
 * Why: fontkit is ~340 KB of gzip JavaScript (shaping engines, WOFF2's Brotli, Unicode data)
 * and lays out every measured string through the font's GSUB/GPOS tables, which made a report
 * take over a second on a phone-class CPU. Latin text drawn with `liga: false` needs none of it:
 * one character is one glyph. Scripts that do need shaping (Devanagari, and Gujarati with issue
 * 29) still go through fontkit itself, loaded only when a PDF has such text (report-fonts.ts).
 */

export type SfntGlyph = {
  id: number;
  advanceWidth: number;
  codePoints: number[];
};

type Tables = Map<string, Uint8Array>;

const tag = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  // WOFF tables are zlib streams: the browser's own decompressor (and Node's, for the tests).
  const stream = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The font's tables, from a WOFF (1.0) or a TrueType/OpenType file. */
async function readTables(data: Uint8Array): Promise<Tables> {
  const data$ = view(data);
  const tables: Tables = new Map();
  if (tag(data, 0) === "wOFF") {
    const count = data$.getUint16(12);
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const entry = 44 + i * 20;
        const offset = data$.getUint32(entry + 4);
        const compressed = data$.getUint32(entry + 8);
        const length = data$.getUint32(entry + 12);
        const raw = data.subarray(offset, offset + compressed);
        tables.set(tag(data, entry), compressed < length ? await inflate(raw) : raw);
      }),
    );
    return tables;
  }
  const count = data$.getUint16(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const offset = data$.getUint32(entry + 8);
    tables.set(tag(data, entry), data.subarray(offset, offset + data$.getUint32(entry + 12)));
  }
  return tables;
}

function required(tables: Tables, name: string): Uint8Array {
  const table = tables.get(name);
  if (!table) throw new Error(`The font has no ${name} table.`);
  return table;
}

/** Code point → glyph id from the cmap subtable fontkit would choose (formats 4 and 12). */
function readCmap(cmap: Uint8Array): { map: Map<number, number>; characterSet: number[] } {
  const c = view(cmap);
  const count = c.getUint16(2);
  const subtables = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const at = 4 + i * 8;
    subtables.set(`${c.getUint16(at)},${c.getUint16(at + 2)}`, c.getUint32(at + 4));
  }
  // fontkit's order of preference (CmapProcessor).
  const pick = ["3,10", "0,6", "0,4", "3,1", "0,3", "0,2", "0,1", "0,0"].find((key) =>
    subtables.has(key),
  );
  if (pick === undefined) throw new Error("The font has no Unicode cmap.");
  const at = subtables.get(pick) ?? 0;
  const map = new Map<number, number>();
  const characterSet: number[] = [];
  const format = c.getUint16(at);
  if (format === 4) {
    const segments = c.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = c.getUint16(ends + s * 2);
      const start = c.getUint16(starts + s * 2);
      const delta = c.getInt16(deltas + s * 2);
      const rangeOffset = c.getUint16(rangeOffsets + s * 2);
      for (let code = start; code <= end; code++) {
        characterSet.push(code);
        let glyph: number;
        if (rangeOffset === 0) glyph = code + delta;
        else {
          const where = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2;
          glyph = where + 2 <= cmap.length ? c.getUint16(where) : 0;
          if (glyph !== 0) glyph += delta;
        }
        map.set(code, glyph & 0xffff);
      }
    }
  } else if (format === 12) {
    const groups = c.getUint32(at + 12);
    for (let g = 0; g < groups; g++) {
      const group = at + 16 + g * 12;
      const start = c.getUint32(group);
      const end = c.getUint32(group + 4);
      const first = c.getUint32(group + 8);
      for (let code = start; code <= end; code++) {
        characterSet.push(code);
        map.set(code, first + code - start);
      }
    }
  } else {
    throw new Error(`cmap format ${format} is not read here.`);
  }
  return { map, characterSet };
}

function readName(name: Uint8Array | undefined, id: number): string | null {
  if (!name) return null;
  const n = view(name);
  const count = n.getUint16(2);
  const strings = n.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 6 + i * 12;
    if (n.getUint16(record + 6) !== id) continue;
    const platform = n.getUint16(record);
    const length = n.getUint16(record + 8);
    const offset = strings + n.getUint16(record + 10);
    const bytes = name.subarray(offset, offset + length);
    if (platform === 3 || platform === 0) {
      let text = "";
      for (let j = 0; j + 1 < bytes.length; j += 2)
        text += String.fromCharCode((bytes[j] ?? 0) * 256 + (bytes[j + 1] ?? 0));
      return text;
    }
    return String.fromCharCode(...bytes);
  }
  return null;
}

/** Where each component's glyph id sits in a composite glyph's data. */
function componentIds(glyph: Uint8Array): { at: number; id: number }[] {
  const g = view(glyph);
  const found: { at: number; id: number }[] = [];
  let at = 10;
  for (;;) {
    const flags = g.getUint16(at);
    found.push({ at: at + 2, id: g.getUint16(at + 2) });
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) return found;
  }
}

/** An sfnt file of the given tables, in the given order, with their checksums. */
function writeSfnt(tables: [string, Uint8Array][]): Uint8Array {
  const count = tables.length;
  const power = 2 ** Math.floor(Math.log2(count));
  let size = 12 + count * 16;
  const offsets = tables.map(([, data]) => {
    const at = size;
    size += (data.length + 3) & ~3;
    return at;
  });
  const out = new Uint8Array(size);
  const o = view(out);
  o.setUint32(0, 0x00010000);
  o.setUint16(4, count);
  o.setUint16(6, power * 16);
  o.setUint16(8, Math.log2(power));
  o.setUint16(10, count * 16 - power * 16);
  tables.forEach(([name, data], i) => {
    const entry = 12 + i * 16;
    const at = offsets[i] ?? 0;
    out.set(data, at);
    let sum = 0;
    for (let j = 0; j < data.length; j += 4) sum = (sum + o.getUint32(at + j)) >>> 0;
    for (let k = 0; k < 4; k++) out[entry + k] = name.charCodeAt(k);
    o.setUint32(entry + 4, sum);
    o.setUint32(entry + 8, at);
    o.setUint32(entry + 12, data.length);
  });
  return out;
}

/**
 * A WOFF file as the plain TrueType file it wraps (tables inflated once, in tag order).
 * @pdf-lib/fontkit reads a WOFF's compressed tables anew on every glyph it looks up, which took
 * about 2 s per Devanagari or Gujarati font (issue 29); fontkit reads the unwrapped file directly.
 */
export async function unwrapWoff(data: Uint8Array): Promise<Uint8Array> {
  if (tag(data, 0) !== "wOFF") return data;
  const tables = await readTables(data);
  return writeSfnt([...tables].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** fontkit's list (Unicode's default-ignorable characters, as HarfBuzz counts them). */
function isDefaultIgnorable(ch: number): boolean {
  return (
    ch === 0x00ad ||
    ch === 0x034f ||
    ch === 0x061c ||
    (ch >= 0x17b4 && ch <= 0x17b5) ||
    (ch >= 0x180b && ch <= 0x180e) ||
    (ch >= 0x200b && ch <= 0x200f) ||
    (ch >= 0x202a && ch <= 0x202e) ||
    (ch >= 0x2060 && ch <= 0x206f) ||
    (ch >= 0xfe00 && ch <= 0xfe0f) ||
    ch === 0xfeff ||
    (ch >= 0xfff0 && ch <= 0xfff8) ||
    (ch >= 0x1bca0 && ch <= 0x1bca3) ||
    (ch >= 0x1d173 && ch <= 0x1d17a) ||
    (ch >= 0xe0000 && ch <= 0xe0fff)
  );
}

export class SfntFont {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly xHeight: number;
  readonly italicAngle: number;
  readonly bbox: { minX: number; minY: number; maxX: number; maxY: number };
  readonly postscriptName: string | null;
  readonly characterSet: number[];
  readonly cff = false;
  readonly "OS/2": { sFamilyClass: number } | undefined;
  readonly post: { isFixedPitch: boolean };
  readonly head: { macStyle: { italic: boolean } };

  private readonly cmap: Map<number, number>;
  private readonly advances: Uint16Array;
  private readonly bearings: Int16Array;
  private readonly glyphs = new Map<number, SfntGlyph>();

  constructor(private readonly tables: Tables) {
    if (tables.has("CFF ")) throw new Error("CFF fonts are embedded with fontkit.");
    const head = view(required(tables, "head"));
    const hhea = view(required(tables, "hhea"));
    const post = view(required(tables, "post"));
    const os2 = tables.get("OS/2");
    this.unitsPerEm = head.getUint16(18);
    this.bbox = {
      minX: head.getInt16(36),
      minY: head.getInt16(38),
      maxX: head.getInt16(40),
      maxY: head.getInt16(42),
    };
    this.head = { macStyle: { italic: (head.getUint16(44) & 2) !== 0 } };
    this.ascent = hhea.getInt16(4);
    this.descent = hhea.getInt16(6);
    this.italicAngle = post.getInt32(4) / 65536;
    this.post = { isFixedPitch: post.getUint32(12) !== 0 };
    if (os2) {
      const o = view(os2);
      this["OS/2"] = { sFamilyClass: o.getInt16(30) };
      const v2 = o.getUint16(0) >= 2 && os2.length >= 90;
      this.capHeight = v2 ? o.getInt16(88) : this.ascent;
      this.xHeight = v2 ? o.getInt16(86) : 0;
    } else {
      this.capHeight = this.ascent;
      this.xHeight = 0;
    }
    this.postscriptName = readName(tables.get("name"), 6);
    const { map, characterSet } = readCmap(required(tables, "cmap"));
    this.cmap = map;
    this.characterSet = characterSet;

    const glyphCount = view(required(tables, "maxp")).getUint16(4);
    const metrics = hhea.getUint16(34);
    const hmtx = view(required(tables, "hmtx"));
    this.advances = new Uint16Array(glyphCount);
    this.bearings = new Int16Array(glyphCount);
    for (let id = 0; id < glyphCount; id++) {
      const long = Math.min(id, metrics - 1);
      this.advances[id] = hmtx.getUint16(long * 4);
      this.bearings[id] =
        id < metrics ? hmtx.getInt16(id * 4 + 2) : hmtx.getInt16(metrics * 4 + (id - metrics) * 2);
    }
  }

  getGlyph(id: number, codePoints: number[] = []): SfntGlyph {
    let glyph = this.glyphs.get(id);
    if (!glyph) {
      glyph = { id, advanceWidth: this.advances[id] ?? 0, codePoints };
      this.glyphs.set(id, glyph);
    }
    return glyph;
  }

  glyphForCodePoint(codePoint: number): SfntGlyph {
    const id = this.cmap.get(codePoint) ?? 0;
    const glyph = this.getGlyph(id, [codePoint]);
    if (glyph.codePoints.length === 0) glyph.codePoints.push(codePoint);
    return glyph;
  }

  /**
   * One glyph per character: no substitution, so `features` (liga: false) change nothing. As in
   * fontkit, a default-ignorable character the font has (a soft hyphen, a zero-width space) is
   * drawn as the space glyph.
   */
  layout(text: string, _features?: unknown): { glyphs: SfntGlyph[] } {
    const glyphs: SfntGlyph[] = [];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      const hidden = isDefaultIgnorable(code) && this.cmap.has(code);
      glyphs.push(this.glyphForCodePoint(hidden ? 0x20 : code));
    }
    return { glyphs };
  }

  createSubset(): SfntSubset {
    return new SfntSubset(this, this.tables, this.bearings);
  }
}

/** fontkit's TTFSubset: glyph 0, then each included glyph (and its components) in order. */
export class SfntSubset {
  private readonly order: number[] = [];
  private readonly mapping = new Map<number, number>();

  constructor(
    private readonly font: SfntFont,
    private readonly tables: Tables,
    private readonly bearings: Int16Array,
  ) {
    this.includeGlyph(0);
  }

  includeGlyph(glyph: number | { id: number }): number {
    const id = typeof glyph === "number" ? glyph : glyph.id;
    let index = this.mapping.get(id);
    if (index === undefined) {
      this.order.push(id);
      index = this.order.length - 1;
      this.mapping.set(id, index);
    }
    return index;
  }

  encode(): Uint8Array {
    const head = required(this.tables, "head");
    const longLoca = view(head).getInt16(50) === 1;
    const loca = view(required(this.tables, "loca"));
    const glyf = required(this.tables, "glyf");
    const offsetOf = (id: number) =>
      longLoca ? loca.getUint32(id * 4) : loca.getUint16(id * 2) * 2;
    const pieces: Uint8Array[] = [];
    const offsets: number[] = [];
    const metrics: number[] = [];
    let offset = 0;
    for (let i = 0; i < this.order.length; i++) {
      const id = this.order[i] ?? 0;
      let data = glyf.subarray(offsetOf(id), offsetOf(id + 1));
      if (data.length >= 10 && view(data).getInt16(0) < 0) {
        data = data.slice();
        for (const component of componentIds(data)) {
          view(data).setUint16(component.at, this.includeGlyph(component.id));
        }
      }
      pieces.push(data);
      offsets.push(offset);
      metrics.push(this.font.getGlyph(id).advanceWidth, this.bearings[id] ?? 0);
      offset += data.length;
    }
    offsets.push(offset);
    const short = offset <= 0x1ffff && offsets.every((at) => at % 2 === 0);
    const newLoca = new Uint8Array(offsets.length * (short ? 2 : 4));
    offsets.forEach((at, i) => {
      if (short) view(newLoca).setUint16(i * 2, at / 2);
      else view(newLoca).setUint32(i * 4, at);
    });
    const newGlyf = new Uint8Array(offset);
    let at = 0;
    for (const piece of pieces) {
      newGlyf.set(piece, at);
      at += piece.length;
    }
    const newHmtx = new Uint8Array(metrics.length * 2);
    metrics.forEach((value, i) => {
      if (i % 2 === 0) view(newHmtx).setUint16(i * 2, value);
      else view(newHmtx).setInt16(i * 2, value);
    });
    const newHead = head.slice();
    view(newHead).setUint32(8, 0);
    view(newHead).setInt16(50, short ? 0 : 1);
    const newHhea = required(this.tables, "hhea").slice();
    view(newHhea).setUint16(34, this.order.length);
    const newMaxp = required(this.tables, "maxp").slice();
    view(newMaxp).setUint16(4, this.order.length);
    const optional = (name: string): [string, Uint8Array][] => {
      const table = this.tables.get(name);
      return table ? [[name, table]] : [];
    };
    return writeSfnt([
      ["head", newHead],
      ["hhea", newHhea],
      ["loca", newLoca],
      ["maxp", newMaxp],
      ...optional("cvt "),
      ...optional("prep"),
      ["glyf", newGlyf],
      ["hmtx", newHmtx],
      ...optional("fpgm"),
    ]);
  }

  /** What pdf-lib reads the subset through: a stream of its bytes. */
  encodeStream() {
    const listeners: Record<string, ((value?: unknown) => void)[]> = {};
    const stream = {
      on(event: string, listener: (value?: unknown) => void) {
        const list = listeners[event] ?? [];
        list.push(listener);
        listeners[event] = list;
        return stream;
      },
    };
    queueMicrotask(() => {
      try {
        const bytes = this.encode();
        for (const listener of listeners.data ?? []) listener(bytes);
        for (const listener of listeners.end ?? []) listener();
      } catch (error) {
        for (const listener of listeners.error ?? []) listener(error);
      }
    });
    return stream;
  }
}

const parsed = new WeakMap<Uint8Array, Promise<SfntFont>>();

/** The object pdf-lib's `registerFontkit` takes. A font file read once is read from memory after. */
export const sfntFontkit = {
  create(data: Uint8Array): Promise<SfntFont> {
    let font = parsed.get(data);
    if (!font) {
      font = readTables(data).then((tables) => new SfntFont(tables));
      parsed.set(data, font);
    }
    return font;
  },
};
