import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** The signed-in login's own API tokens (never the tokens themselves). */
export const API_TOKENS_KEY = ["account", "api-tokens"] as const;

/** GET /api/account/api_tokens: the login's live personal access tokens, with their last use. */
export function apiTokensQueryOptions() {
  return queryOptions({
    queryKey: API_TOKENS_KEY,
    queryFn: ({ signal }) => callApi("apiTokens", { signal }),
  });
}
