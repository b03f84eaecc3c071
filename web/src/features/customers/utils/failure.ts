import { isApiError } from "#web/lib/api-client";
import type { SubmitFailure } from "#web/lib/forms/use-form";

/** A refused save: the API's 400 field messages on their fields, else the API's words or ours. */
export function saveFailure<K extends string>(fallback: string) {
  return (error: unknown): SubmitFailure<K> => {
    if (!isApiError(error)) return { message: fallback };
    if (error.status === 400 && error.errors.length > 0) {
      return {
        fields: Object.fromEntries(error.errors.map((item) => [item.field, item.message])),
      } as SubmitFailure<K>;
    }
    return { message: error.status >= 400 && error.status < 500 ? error.detail : fallback };
  };
}
