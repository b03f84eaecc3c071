import { type ApiError, apiClientText, isApiError } from "#web/lib/api-client";
import { apiFailure } from "#web/lib/forms/api-failure";
import type { SubmitFailure } from "#web/lib/forms/use-form";

/**
 * What a failed auth submit (login, forgot, reset) shows: first an answer the screen knows
 * (`handle` returns the message for the box, or true when it shows the outcome itself), then
 * the one rule for API problems (lib/forms/api-failure.ts): 400 field messages on the fields in
 * `labels` as sentences, otherwise the API's own words (429 "Too many attempts… try again in N
 * minutes", 5xx, network).
 */
export function authFailure<K extends string>(
  error: unknown,
  {
    labels,
    handle,
  }: {
    labels: Record<K, string>;
    handle?: (error: ApiError) => string | boolean;
  },
): SubmitFailure<K> {
  if (!isApiError(error)) return { message: apiClientText().unexpectedAnswer };
  const handled = handle?.(error) ?? false;
  if (typeof handled === "string") return { message: handled };
  if (handled) return null;
  return apiFailure(error, { names: labels });
}
