import type { Language } from "../languages.ts";
import { en } from "./en/index.ts";
import { gu } from "./gu/index.ts";
import { hi } from "./hi/index.ts";
import type { TranslationOf } from "./types.ts";

/**
 * Every language's catalogue (docs/decisions/0092-languages.md). Imported where all texts may be
 * loaded: build-time loaders of the prerendered pages, the API, tests. Code that runs in the
 * browser imports one area it needs (./site.ts), never this module.
 */
export const CATALOGUES: Record<Language, Catalogue> = { en, gu, hi };

export type Area = keyof typeof en;
/** One area's texts in any language: `Texts<"contact">`. */
export type Texts<A extends Area> = TranslationOf<(typeof en)[A]>;
/** A language's catalogue: every area, every key (English's), any words. */
export type Catalogue = { readonly [A in Area]: Texts<A> };

export function textsOf<A extends Area>(language: Language, area: A): Texts<A> {
  return CATALOGUES[language][area];
}
