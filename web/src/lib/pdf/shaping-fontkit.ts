// @pdf-lib/fontkit's shaper for Indic scripts (a Devanagari name) calls a global
// `regeneratorRuntime` it does not ship; this defines it. Without it such a report would fail.
import "regenerator-runtime/runtime";
import fontkit from "@pdf-lib/fontkit";

/**
 * fontkit itself (~340 KB gzip): it shapes scripts whose glyphs change with their neighbours
 * (Devanagari; Gujarati with issue 29). report-fonts.ts loads this module by `import()` only
 * when a PDF has such text, so a Latin-only PDF never downloads it.
 *
 * One repair: a font's mark-positioning lookups may leave a base without an anchor for a mark
 * class (a NULL anchor offset, allowed by OpenType). Noto Sans Gujarati does so for the anusvara
 * over અ, આ and ય + ુ: fontkit 1.1.1 then throws "Cannot read properties of null (reading
 * 'xCoordinate')" on words as common as આંકડા and રહ્યું (foliojs/fontkit issue 367, open; fix
 * proposed in pull request 374). As HarfBuzz does, such a subtable now does not apply: the mark
 * keeps its own position (the font draws it over the glyph before it) and the next subtable may
 * attach it. `shaping-fontkit.test.ts` lays those words out and checks the marks' places.
 */
const NO_ANCHOR = Symbol("no anchor");

type Anchor = { xCoordinate: number; yCoordinate: number } | null | undefined;
type GposProcessor = {
  applyAnchor(markRecord: { markAnchor?: Anchor }, baseAnchor: Anchor, base: number): void;
  applyLookup(lookupType: number, table: unknown): boolean;
};

const repaired = new WeakSet<object>();

function skipNullAnchors(font: unknown): void {
  const engine = (font as { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor | null } } })
    ._layoutEngine?.engine;
  const processor = engine?.GPOSProcessor;
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as GposProcessor;
  if (repaired.has(prototype)) return;
  repaired.add(prototype);
  const { applyAnchor, applyLookup } = prototype;
  // applyAnchor is the last step of a mark lookup, which has changed nothing before it.
  prototype.applyAnchor = function (markRecord, baseAnchor, base) {
    if (!baseAnchor || !markRecord.markAnchor) throw NO_ANCHOR;
    applyAnchor.call(this, markRecord, baseAnchor, base);
  };
  prototype.applyLookup = function (lookupType, table) {
    try {
      return applyLookup.call(this, lookupType, table);
    } catch (error) {
      if (error === NO_ANCHOR) return false;
      throw error;
    }
  };
}

const shapingFontkit: typeof fontkit = {
  ...fontkit,
  create(...args: Parameters<typeof fontkit.create>) {
    const font = fontkit.create(...args);
    skipNullAnchors(font);
    return font;
  },
};

export default shapingFontkit;
