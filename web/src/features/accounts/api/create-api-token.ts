import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/**
 * POST /api/account/api_tokens: a new token, confirmed with the login's password. The answer
 * holds the token itself, which the API never shows again.
 */
export function createApiToken(body: BodyOf<"apiTokenCreate">) {
  return callApi("apiTokenCreate", { body });
}
