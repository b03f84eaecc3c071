import type { Language } from "@filtercycle/contract/languages";

/**
 * A screen's English words (a constant object of texts, as the console's features keep them)
 * in another language (issue 29; decision 0096, amendment of 2026-11-27): every string at path
 * `a.b` is the catalogue's `<prefix>.a.b`; a function (a sentence with figures) is made by the
 * `sentences` of the same path from the catalogue's templates. English is the constant itself,
 * so the English screens read exactly what they read before; a text the catalogue does not have
 * stays English (the catalogue check makes every language have every key).
 */
type Texts = Readonly<Record<string, string>>;
// biome-ignore lint/suspicious/noExplicitAny: a sentence takes whatever figures it names.
type Sentence = (...args: any[]) => string;
/** A sentence's maker: the catalogue's texts and the language (for the dates it writes). */
export type Sentences = Readonly<Record<string, (t: Texts, language: Language) => Sentence>>;

/**
 * Made once per English constant, catalogue, sentences and language: a screen and its route's
 * title may localize the same constant with different sentences (a title without them must not
 * leave the screen's sentences English), and a sentence may write dates in the language.
 */
const cache = new WeakMap<object, WeakMap<Texts, Map<Sentences, Map<Language, unknown>>>>();
const NO_SENTENCES: Sentences = {};

export function localize<T extends object>(
  english: T,
  t: Texts,
  prefix: string,
  sentences: Sentences = NO_SENTENCES,
  language: Language = "en",
): T {
  let byTexts = cache.get(english);
  if (!byTexts) {
    byTexts = new WeakMap();
    cache.set(english, byTexts);
  }
  let bySentences = byTexts.get(t);
  if (!bySentences) {
    bySentences = new Map();
    byTexts.set(t, bySentences);
  }
  let byLanguage = bySentences.get(sentences);
  if (!byLanguage) {
    byLanguage = new Map();
    bySentences.set(sentences, byLanguage);
  }
  const have = byLanguage.get(language);
  if (have) return have as T;
  const made = walk(english, t, prefix, sentences, language) as T;
  byLanguage.set(language, made);
  return made;
}

function walk(
  value: unknown,
  t: Texts,
  path: string,
  sentences: Sentences,
  language: Language,
): unknown {
  if (typeof value === "string") return t[path] ?? value;
  if (typeof value === "function") return sentences[path]?.(t, language) ?? value;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        walk(inner, t, path ? `${path}.${key}` : key, sentences, language),
      ]),
    );
  }
  return value;
}

/** The string leaves of a texts constant as catalogue entries (`prefix.a.b` → text): for tests. */
export function leavesOf(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      leavesOf(inner, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * Sentences that only fill their catalogue template: `{ "list.sortBy": ["column"] }` makes
 * `sortBy(column)` → the template at `list.sortBy` with `{column}` filled.
 */
export function fillers(spec: Readonly<Record<string, readonly string[]>>): Sentences {
  return Object.fromEntries(
    Object.entries(spec).map(([path, names]) => [
      path,
      (t: Texts) =>
        (...args: (string | number)[]) =>
          (t[path] ?? "").replace(/\{(\w+)\}/g, (whole, name: string) => {
            const at = names.indexOf(name);
            return at === -1 ? whole : String(args[at]);
          }),
    ]),
  );
}

/** The paths of a texts constant's sentences (its functions): for tests. */
export function sentencePathsOf(value: unknown, path: string): string[] {
  if (typeof value === "function") return [path];
  if (value && typeof value === "object" && typeof value !== "string") {
    return Object.entries(value).flatMap(([key, inner]) =>
      sentencePathsOf(inner, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** A template with `{name}`s filled (figures written by the caller). */
export function fillIn(
  template: string | undefined,
  values: Record<string, string | number>,
): string {
  return (template ?? "").replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
