import { apiFailure } from "#web/lib/forms/api-failure";
import type { SubmitFailure } from "#web/lib/forms/use-form";
import { FORM_TEXT } from "../content/forms";

/**
 * What a failed enquiry shows, by the one rule (lib/forms/api-failure.ts): the API's 400 field
 * messages on their fields (whole sentences here, shown as they are), the 429's "please wait N
 * minutes", and our own words for "could not reach the server" and "something went wrong".
 */
export function enquiryFailure<K extends string>(names: Record<K, string>) {
  return (error: unknown): SubmitFailure<K> =>
    apiFailure(error, {
      names,
      failed: FORM_TEXT.serverError,
      unreachable: FORM_TEXT.networkError,
    });
}
