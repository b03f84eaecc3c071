import { API_CLIENT_TEXT, type ApiError, isApiError } from "#web/lib/api-client";
import type { SubmitFailure } from "#web/lib/forms/use-form";
import { fieldMessagesFrom } from "./api-errors";

/**
 * What a failed auth submit (login, forgot, reset) shows, in order: an answer the screen knows
 * (`handle` returns the message for the box, or true when it shows the outcome itself), the
 * API's 400 field messages on their fields, otherwise the message box with the API's own words
 * (429 "Too many attempts… try again in N minutes", 5xx, network), or "unexpected answer" for an
 * answer that is not the API's.
 */
export function authFailure<K extends string>(
  error: unknown,
  {
    labels,
    fields = (apiError) => fieldMessagesFrom(apiError, labels),
    handle,
  }: {
    labels: Record<K, string>;
    fields?: (error: ApiError) => Partial<Record<K, string>>;
    handle?: (error: ApiError) => string | boolean;
  },
): SubmitFailure<K> {
  if (!isApiError(error)) return { message: API_CLIENT_TEXT.unexpectedAnswer };
  const handled = handle?.(error) ?? false;
  if (typeof handled === "string") return { message: handled };
  if (handled) return null;
  if (error.status === 400) {
    const messages = fields(error);
    if (Object.values(messages).some((message) => message !== undefined)) {
      return { fields: messages };
    }
  }
  return { message: error.detail };
}
