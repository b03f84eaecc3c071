import { isApiError } from "#web/lib/api-client";
import type { SubmitFailure } from "#web/lib/forms/use-form";
import { FORM_TEXT, type FormTexts } from "../content/forms";

/**
 * What a failed enquiry shows: the API's 400 field messages on their fields (they are whole
 * sentences, shown as they are), the 429's "please wait N minutes", and otherwise our own words
 * for "could not reach the server" (the API client's status 0) and "something went wrong".
 * It gives what the one rule (lib/forms/api-failure.ts, decision 0083) gives for these forms
 * (their API messages are whole sentences), without loading it: the public pages' 130 KB
 * JavaScript budget (PRODUCT.md) has no room for it.
 */
export function enquiryFailure<K extends string>(
  error: unknown,
  text: FormTexts = FORM_TEXT,
): SubmitFailure<K> {
  if (!isApiError(error)) return { message: text.serverError };
  if (error.status === 400 && error.errors.length > 0) {
    return {
      fields: Object.fromEntries(error.errors.map((item) => [item.field, item.message])),
    } as SubmitFailure<K>;
  }
  if (error.status === 429) return { message: error.detail };
  return { message: error.status === 0 ? text.networkError : text.serverError };
}
