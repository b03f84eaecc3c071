import {
  type Color,
  degrees,
  endMarkedContent,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
} from "pdf-lib";

/**
 * Text drawing for the reports, the template and the certificate, with pdf-lib.
 *
 * Fonts: no single Noto Sans file of @fontsource has both Latin and "₹" (the `latin` file has
 * A–Z, the `latin-ext` and `devanagari` files have ₹ but not A–Z; shared/NOTES.md), and pdf-lib
 * draws each `drawText` in one font. So a `FontStack` is a list of embedded fonts, and text is
 * cut into runs, each drawn in the first font that has its characters. A character no font has
 * becomes "?" rather than an exception halfway through a report (an emoji in a business name),
 * except invisible ones (joiners, variation selectors, control characters), which are left out:
 * "☕️" is one "?", not "??".
 *
 * Boxes: `fitText` shrinks the size step by step, then wraps onto the lines the box allows,
 * then cuts the last line with "…": a long business name or address never leaves its box.
 */
export type FontStack = readonly PDFFont[];

type Run = { text: string; font: PDFFont };

const coverage = new WeakMap<PDFFont, Set<number>>();

function charactersOf(font: PDFFont): Set<number> {
  let set = coverage.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    coverage.set(font, set);
  }
  return set;
}

/** Format and control characters and variation selectors: nothing to draw when no font has them. */
const INVISIBLE = /^(?:\p{Cc}|\p{Cf}|[\u{FE00}-\u{FE0F}]|[\u{E0100}-\u{E01EF}])$/u;

/** Splits text into runs of one font each; the current run's font is kept while it can. */
export function runsOf(text: string, stack: FontStack): Run[] {
  const [first] = stack;
  if (!first) throw new Error("A font stack needs at least one font.");
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    let font = current && charactersOf(current.font).has(code) ? current.font : undefined;
    font ??= stack.find((candidate) => charactersOf(candidate).has(code));
    if (!font && INVISIBLE.test(char)) continue;
    const drawn = font ? char : "?";
    font ??= first;
    if (current && current.font === font) current.text += drawn;
    else runs.push({ text: drawn, font });
  }
  return runs;
}

/**
 * A run's width at 1,000 points, once per font and text: fitting a text tries it at many sizes
 * and widths, and each measure lays the text out again (a shaped Gujarati or Hindi run takes
 * fontkit far longer than a Latin one). pdf-lib measures `width × (size / 1000)`; so does this,
 * to the last bit.
 */
const widths = new WeakMap<PDFFont, Map<string, number>>();
function runWidth(run: Run, size: number): number {
  let known = widths.get(run.font);
  if (!known) {
    known = new Map();
    widths.set(run.font, known);
  }
  let width = known.get(run.text);
  if (width === undefined) {
    width = run.font.widthOfTextAtSize(run.text, 1000);
    known.set(run.text, width);
  }
  return width * (size / 1000);
}

export function widthOf(text: string, stack: FontStack, size: number): number {
  return runsOf(text, stack).reduce((sum, run) => sum + runWidth(run, size), 0);
}

export type DrawOptions = {
  x: number;
  y: number;
  size: number;
  color: Color;
  /** Read from bottom to top (a chart's labels where there is no room across). */
  upwards?: boolean;
};

/** Devanagari and Gujarati: text whose glyphs are not one per character (`markActualText`). */
const SHAPED_SCRIPT = /[\u0900-\u097F\u0A80-\u0AFF]/;

type OperatorArg = NonNullable<Parameters<typeof PDFOperator.of>[1]>[number];

/**
 * A shaped run's glyphs are not its characters one by one: a conjunct is one glyph, a vowel sign
 * stands before its consonant, and one glyph may stand for different letters in different words
 * (Noto Sans Gujarati draws જા and the જ + ા of જો with one glyph), while a PDF font maps each
 * glyph to one text. So the run is marked with its text as typed (`/ActualText`, PDF 1.5), which
 * copy, search, screen readers and pdftotext read instead of the glyphs: "જાય" stays "જાય",
 * not "જોય", and "रिपोर्ट" is not read back as "िरपोटर्". (pdf-lib 1.17 has no option for it:
 * the operators it has just written are amended; without them, nothing is marked.)
 */
function markActualText(page: PDFPage, text: string): void {
  // The operators drawText has just added: q BT … Tf Tm Tj T* ET Q. The text shown (Tj) is marked
  // inside its text object, where readers know its position.
  const operators = (page as unknown as { contentStream?: { operators?: PDFOperator[] } })
    .contentStream?.operators;
  if (!operators) return;
  const shown = operators.findLastIndex((operator) =>
    operator.toString().trimEnd().endsWith(` ${PDFOperatorNames.ShowText}`),
  );
  if (shown < 0) return;
  // An inline dictionary: pdf-lib writes any object an operator is given.
  const span = page.doc.context.obj({
    ActualText: PDFHexString.fromText(text),
  }) as unknown as OperatorArg;
  operators.splice(
    shown,
    1,
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), span]),
    operators[shown] as PDFOperator,
    endMarkedContent(),
  );
}

/** Draws one line, run by run, from its left baseline point (its bottom one when upwards). */
export function drawLine(page: PDFPage, text: string, stack: FontStack, options: DrawOptions) {
  let { x, y } = options;
  for (const run of runsOf(text, stack)) {
    page.drawText(run.text, {
      x,
      y,
      size: options.size,
      font: run.font,
      color: options.color,
      ...(options.upwards ? { rotate: degrees(90) } : {}),
    });
    if (SHAPED_SCRIPT.test(run.text)) markActualText(page, run.text);
    const advance = runWidth(run, options.size);
    if (options.upwards) y += advance;
    else x += advance;
  }
}

/** Breaks text into lines no wider than `width` (a word longer than a line is cut by characters). */
export function wrap(text: string, stack: FontStack, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, stack, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    // A single word wider than the line: break it where it has to.
    let rest = word;
    while (widthOf(rest, stack, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut), stack, size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** `cut`: the text did not fit even at the smallest size, and its last line ends with "…". */
export type Fit = { size: number; lines: string[]; cut?: true };

/**
 * The largest size from `maxSize` down to `minSize` (half-point steps) at which the text fits in
 * `maxLines` lines of `width`. At the smallest size the last line is cut with "…" if needed.
 */
export function fitText(
  text: string,
  stack: FontStack,
  box: { width: number; maxSize: number; minSize: number; maxLines: number; height: number },
): Fit {
  const lineHeight = (size: number) => size * LINE_HEIGHT;
  for (let size = box.maxSize; size >= box.minSize; size -= 0.5) {
    const lines = wrap(text, stack, size, box.width);
    const linesAllowed = Math.min(box.maxLines, Math.floor(box.height / lineHeight(size)));
    if (lines.length <= Math.max(1, linesAllowed)) return { size, lines };
  }
  const size = box.minSize;
  const allowed = Math.max(1, Math.min(box.maxLines, Math.floor(box.height / lineHeight(size))));
  const lines = wrap(text, stack, size, box.width);
  const kept = lines.slice(0, allowed);
  let last = `${kept.at(-1) ?? ""}…`;
  while (last.length > 1 && widthOf(last, stack, size) > box.width) {
    last = `${last.slice(0, -2)}…`;
  }
  kept[kept.length - 1] = last;
  return { size, lines: kept, cut: true };
}

export const LINE_HEIGHT = 1.25;

type Box = {
  x: number;
  y: number;
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
};

/**
 * The box to draw `text` in: `box` itself when the text fits it (so what fits is drawn exactly
 * where it was), else the same box grown downwards a line at a time, up to `extraLines` more, so
 * a longer sentence (Gujarati and Hindi often are) wraps instead of being cut with "…".
 */
export function boxFor<B extends Box>(text: string, stack: FontStack, box: B, extraLines = 2): B {
  if (!fitText(text, stack, box).cut) return box;
  for (let more = 1; more <= extraLines; more++) {
    const added = more * box.maxSize * LINE_HEIGHT;
    const grown = {
      ...box,
      y: box.y - added,
      height: box.height + added,
      maxLines: box.maxLines + more,
    };
    if (more === extraLines || !fitText(text, stack, grown).cut) return grown;
  }
  return box;
}

/**
 * The size to draw one line at: `size` when it fits in `width`, else smaller, down to `minSize`
 * (a Gujarati or Hindi label is often longer than the English one: it shrinks to its room
 * instead of running into its neighbour, and a text that fits is drawn exactly as before).
 */
export function sizeWithin(
  text: string,
  stack: FontStack,
  box: { size: number; width: number; minSize: number },
): number {
  const natural = widthOf(text, stack, box.size);
  return natural <= box.width
    ? box.size
    : Math.max(box.minSize, Math.floor(((box.size * box.width) / natural) * 4) / 4);
}

/** `drawLine` at `sizeWithin`'s size; answers the size drawn. */
export function drawLineWithin(
  page: PDFPage,
  text: string,
  stack: FontStack,
  options: DrawOptions & { width: number; minSize: number },
): number {
  const size = sizeWithin(text, stack, options);
  drawLine(page, text, stack, {
    x: options.x,
    y: options.y,
    size,
    color: options.color,
    ...(options.upwards ? { upwards: true } : {}),
  });
  return size;
}

/**
 * Draws fitted text inside a box (bottom-left x, y), vertically centred, left-aligned or
 * centred horizontally.
 */
export function drawInBox(
  page: PDFPage,
  text: string,
  stack: FontStack,
  box: {
    x: number;
    y: number;
    width: number;
    height: number;
    maxSize: number;
    minSize: number;
    maxLines: number;
    align?: "left" | "center";
  },
  color: Color,
): Fit {
  const fit = fitText(text, stack, box);
  const lineHeight = fit.size * LINE_HEIGHT;
  const blockHeight = lineHeight * fit.lines.length;
  // Centre the block in the box; in each line, centre the capitals (cap height ≈ 0.72 em).
  const top = box.y + (box.height + blockHeight) / 2;
  let baseline = top - lineHeight / 2 - fit.size * 0.36;
  for (const line of fit.lines) {
    const x =
      box.align === "center" ? box.x + (box.width - widthOf(line, stack, fit.size)) / 2 : box.x;
    drawLine(page, line, stack, { x, y: baseline, size: fit.size, color });
    baseline -= lineHeight;
  }
  return fit;
}
