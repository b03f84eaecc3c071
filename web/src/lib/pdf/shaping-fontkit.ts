// @pdf-lib/fontkit's shaper for Indic scripts (a Devanagari name) calls a global
// `regeneratorRuntime` it does not ship; this defines it. Without it such a report would fail.
import "regenerator-runtime/runtime";
import fontkit from "@pdf-lib/fontkit";

/**
 * fontkit itself (~340 KB gzip): it shapes scripts whose glyphs change with their neighbours
 * (Devanagari; Gujarati with issue 29). report-fonts.ts loads this module by `import()` only
 * when a PDF has such text, so a Latin-only PDF never downloads it.
 */
export default fontkit;
