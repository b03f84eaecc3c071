/**
 * What free text the API accepts, without zod, so the browser's form checks use the very same
 * rule (docs/decisions/0049). The zod side is ./text.ts.
 *
 * - Control characters (C0, DEL, C1) are refused everywhere: PostgreSQL cannot store a NUL, and
 *   none of them has a use in a name, a code, a token or a link. Multi-line fields (messages)
 *   keep tab, line feed and carriage return.
 * - In names that staff read, bidirectional overrides and isolates (which reorder what is
 *   shown, so "cod.exe" can read "exe.doc") and zero-width characters (which hide a difference
 *   between two names that look alike) are refused too. ZWNJ and ZWJ stay allowed right after a
 *   virama, where Indic scripts (Gujarati, Devanagari, …) need them to choose a letter's form
 *   (RFC 5892, appendix A.1 and A.2).
 */
export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";
export const INVISIBLE_CHARACTERS_MESSAGE =
  "must not contain invisible or text-direction characters";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether `value` has a control character; `multiline` allows tab, LF and CR. */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

/** LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and LRI, RLI, FSI, PDI (U+2066–U+2069). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** Zero-width space, word joiner and the byte-order mark: never needed inside a name. */
const ZERO_WIDTH = /[\u200b\u2060\ufeff]/;
/** ZWNJ and ZWJ, allowed only after a virama (the Indic scripts' vowel killers). */
const JOINER_NOT_AFTER_VIRAMA =
  /(?<![\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d\u0dca])[\u200c\u200d]/;

/** Whether a name has characters that change how it reads or hide a difference. */
export function hasInvisibleCharacters(value: string): boolean {
  return BIDI_CONTROL.test(value) || ZERO_WIDTH.test(value) || JOINER_NOT_AFTER_VIRAMA.test(value);
}

/** The message for a name or other single-line text, or undefined when it is acceptable. */
export function textProblem(value: string, kind: TextKind = "line"): TextProblem | undefined {
  if (hasControlCharacters(value, { multiline: kind === "multiline" })) {
    return CONTROL_CHARACTERS_MESSAGE;
  }
  if (kind === "name" && hasInvisibleCharacters(value)) return INVISIBLE_CHARACTERS_MESSAGE;
  return undefined;
}

/**
 * - `line`: one line (codes, tokens, links, e-mail addresses);
 * - `name`: one line that staff read (a person's or business's name, an event type);
 * - `multiline`: a message.
 */
export type TextKind = "line" | "name" | "multiline";
export type TextProblem = typeof CONTROL_CHARACTERS_MESSAGE | typeof INVISIBLE_CHARACTERS_MESSAGE;

/** Characters that show nothing: ZWSP, ZWNJ, ZWJ, word joiner, BOM and the soft hyphen. */
const INVISIBLE_IN_CODES = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/**
 * A printed code (a kiosk's serial) as it is stored: invisible characters removed, NFKC (so
 * full-width "Ｋ-１" is "K-1"), trimmed and in capitals. The database compares serials by the same
 * rule in lower case (`kiosk_serial_key`, migration 0012), so look-alikes are one serial.
 */
export function canonicalCode(value: string): string {
  return value.replace(INVISIBLE_IN_CODES, "").normalize("NFKC").trim().toUpperCase();
}
