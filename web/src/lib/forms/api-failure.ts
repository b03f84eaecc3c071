import type { Problem } from "@filtercycle/contract/problem";
import { apiClientText, isApiError } from "#web/lib/api-client";
import { appLanguage } from "#web/lib/app-language";
import { currentAppTexts, fill } from "#web/lib/app-texts";
import type { FieldErrors, SubmitFailure } from "./use-form";

/** How one form reads the API's refusals (docs/decisions/0083-form-dialog-and-one-error-rule.md). */
export type FailureRule<K extends string> = {
  /**
   * The form's fields, each with the name a sentence gives it ("Amount", "The message"): the
   * API writes field messages as predicates ("must be at most 500 characters"), so the name goes
   * in front. A field the form does not have is not shown on a field.
   */
  names: Record<K, string>;
  /** The form's field for an API field, e.g. `impactFactors.x.value` → `x` (default: the same). */
  fieldOf?: (apiField: string) => string;
  /**
   * A 409 (conflict: the serial or the address is taken) whose sentence belongs on this field;
   * without it a conflict shows in the summary.
   */
  conflictOn?: K;
  /** Our words for a failure that is not the person's to fix (a 5xx, an answer not the API's). */
  failed?: string;
  /** Our words when the server could not be reached (default: the API client's). */
  unreachable?: string;
};

/** The first words of an API field message that make it a predicate of the field's name. */
const PREDICATE =
  /^(is|are|was|were|must|may|can|cannot|should|has|have|had|does|do|did|already|needs|contains)\b/;

/**
 * An API field message as a sentence: a predicate ("must be at most 500 characters") after the
 * field's name ("Note must be at most 500 characters."); anything else ("no such kiosk") as it
 * is, with a capital and a full stop.
 */
export function fieldSentence(name: string, message: string): string {
  const text = message.trim();
  // An English predicate the API has only in English (a schema's rule: the screen's own checks
  // say it in the reader's words before a request is sent), on a Gujarati or Hindi screen: the
  // reader is asked to check the field, in their language (issue 29).
  if (PREDICATE.test(text) && appLanguage() !== "en") {
    return fill(currentAppTexts().common["form.checkField"], { name });
  }
  const sentence = PREDICATE.test(text)
    ? `${name} ${text}`
    : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  // A Hindi sentence ends with a danda.
  // The danda (।, U+0964) as an escape: an English reader's code carries no Devanagari at all
  // (languages-signed-in.spec.ts reads every script an English dashboard loads).
  return /[.!?\u0964]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * The one rule for what a failed submit shows (every form, dialog or page), from the problem
 * details the API sends (`@filtercycle/contract/problem`, read by the API client into an
 * ApiError):
 * - 400 with field errors: each of the form's fields gets its first message as a sentence
 *   (`fieldSentence`); the form adds its summary. Field errors for fields the form does not
 *   have, or none: the problem's `detail` in the summary.
 * - 409 on a field the form names (`conflictOn`): the API's whole sentence on that field.
 * - Any other answer (403, 404, 409, 429 "try again in N minutes"): the API's `detail` in the
 *   summary.
 * - A 5xx: `failed` if the form has its own words, else the `detail`.
 * - No answer (status 0): `unreachable` if given, else the API client's sentence.
 * - Something that is not an API error: `failed`, else "The server sent an answer this page
 *   does not understand."
 */
export function apiFailure<K extends string>(
  error: unknown,
  rule: FailureRule<K>,
): SubmitFailure<K> {
  if (!isApiError(error)) return { message: rule.failed ?? apiClientText().unexpectedAnswer };
  if (error.status === 0) return { message: rule.unreachable ?? error.detail };
  if (error.status === 400) {
    const fields = fieldMessages(error.errors, rule);
    if (Object.keys(fields).length > 0) return { fields };
  }
  if (error.status === 409 && rule.conflictOn !== undefined) {
    return { fields: { [rule.conflictOn]: error.detail } as FieldErrors<K> };
  }
  if (error.status >= 500 && rule.failed !== undefined) return { message: rule.failed };
  return { message: error.detail };
}

/** The API's field errors on the form's own fields, as sentences (the first per field). */
export function fieldMessages<K extends string>(
  errors: NonNullable<Problem["errors"]>,
  { names, fieldOf = (apiField) => apiField }: Pick<FailureRule<K>, "names" | "fieldOf">,
): FieldErrors<K> {
  const messages: FieldErrors<K> = {};
  for (const { field, message } of errors) {
    const name = fieldOf(field);
    if (!Object.hasOwn(names, name)) continue;
    const key = name as K;
    messages[key] ??= fieldSentence(names[key], message);
  }
  return messages;
}

/** `names` for a form whose fields are named by a function, e.g. their labels in a text table. */
export function namesOf<K extends string>(
  fields: readonly K[],
  nameOf: (field: K) => string,
): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, nameOf(field)])) as Record<K, string>;
}
