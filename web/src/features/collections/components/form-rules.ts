import { MAX_VISIT } from "@filtercycle/contract/admin-collections";
import { isCalendarDate } from "@filtercycle/contract/dates";
import { isApiError } from "#web/lib/api-client";
import type { FieldErrors, SubmitFailure } from "#web/lib/forms/use-form";

/** kg as typed and a number of butts: the contract's collection rules (docs/decisions/0084). */
export { isButtsText as isCount, isKgText as isKg } from "@filtercycle/contract/collection-rules";
export const isDate = (value: string) => isCalendarDate(value.trim());
/** A visit of the day: a whole number from 1 to MAX_VISIT. */
export const isVisit = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_VISIT;

/** The API's field errors on the form's fields, or its message for the whole form. */
export function apiFailure<K extends string>(
  error: unknown,
  fieldOf: Record<string, K>,
  fallback: string,
): SubmitFailure<K> {
  if (isApiError(error)) {
    const fields: FieldErrors<K> = {};
    for (const e of error.errors) {
      const name = fieldOf[e.field];
      if (name && fields[name] === undefined) {
        // One refused field: the API's sentence says it best; several: each field's own reason.
        fields[name] =
          error.errors.length === 1
            ? error.detail
            : `${e.message.charAt(0).toUpperCase()}${e.message.slice(1)}.`;
      }
    }
    if (Object.keys(fields).length > 0) return { fields };
    return { message: error.detail || fallback };
  }
  return { message: fallback };
}
