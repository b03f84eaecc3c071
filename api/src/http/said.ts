import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import type { answers } from "@filtercycle/contract/messages/en/answers";
import { fill } from "@filtercycle/contract/messages/fill";
import type { FastifyRequest } from "fastify";
import Negotiator from "negotiator";

/**
 * What an answer says, as a catalogue key (`messages/<lang>/answers.ts`) and its values, so the
 * API can write it in the language a request asks for (issue 29; decision 0096, amendment of
 * 2026-11-27). The English sentence stays where it was written (an `HttpError`'s `detail`, a
 * field message), exactly as before; a Gujarati or Hindi reader's request gets the catalogue's.
 * A value may depend on the language (a day, a status's name).
 */
export type AnswerKey = keyof typeof answers;
export type SaidValue = string | number | ((language: Language) => string);
export type Said = { key: AnswerKey; values?: Readonly<Record<string, SaidValue>> };

export function said(key: AnswerKey, values?: Readonly<Record<string, SaidValue>>): Said {
  return values ? { key, values } : { key };
}

/** The sentence in `language`. */
export function saidIn(what: Said, language: Language): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(what.values ?? {})) {
    values[name] = typeof value === "function" ? value(language) : value;
  }
  return fill(textsOf(language, "answers")[what.key], values);
}

/**
 * The language a request asks its answer's sentences in: the first of its Accept-Language the
 * product speaks (the web app sends its reader's language on every call), else English. A call
 * without the header (a script, curl) is answered in English, as before.
 */
export function answerLanguage(request: FastifyRequest): Language {
  if (!request.headers["accept-language"]) return DEFAULT_LANGUAGE;
  const negotiated = new Negotiator(request).language([...LANGUAGES]);
  return isLanguage(negotiated) ? negotiated : DEFAULT_LANGUAGE;
}

/**
 * A confirmation's sentence for this request: `english` as written (SPEC.md's texts), or the
 * catalogue's `key` for a request that asks for Gujarati or Hindi.
 */
export function sayTo(request: FastifyRequest, english: string, key: AnswerKey): string {
  const language = answerLanguage(request);
  return language === "en" ? english : saidIn(said(key), language);
}
