import { API_CLIENT_TEXT, isApiError } from "#web/lib/api-client";
import type { SubmitFailure } from "./use-form";

/**
 * What a failed console submit shows: the API's 400 field messages on the form's own fields
 * (a field the form does not have, e.g. `impactFactors.x.value`, is matched on `fieldOf`),
 * otherwise the API's own words in the message box.
 */
export function apiFailure<K extends string>(
  error: unknown,
  fields: readonly K[],
  fieldOf: (apiField: string) => string = (apiField) => apiField,
): SubmitFailure<K> {
  if (!isApiError(error)) return { message: API_CLIENT_TEXT.unexpectedAnswer };
  if (error.status === 400) {
    const messages: Partial<Record<K, string>> = {};
    for (const { field, message } of error.errors) {
      const name = fieldOf(field) as K;
      if (fields.includes(name) && messages[name] === undefined) messages[name] = message;
    }
    if (Object.keys(messages).length > 0) {
      // Keep the whole explanation (e.g. the balance) when the API gave one for a single field.
      return { fields: messages };
    }
  }
  return { message: error.detail };
}
