import { apiFailure } from "#web/lib/forms/api-failure";
import type { SubmitFailure } from "#web/lib/forms/use-form";

/**
 * A refused save, by the one rule (lib/forms/api-failure.ts): the API's 400 field messages on
 * their fields as sentences, otherwise the API's words, or ours (`fallback`) for a server failure.
 */
export function saveFailure<K extends string>(fallback: string, names: Record<K, string>) {
  return (error: unknown): SubmitFailure<K> => apiFailure(error, { names, failed: fallback });
}
