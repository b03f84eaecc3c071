import { callApi } from "#web/lib/api-client";

/** DELETE /api/account/api_tokens/:id: the token stops working at once; answers the tokens left. */
export function revokeApiToken(id: string) {
  return callApi("apiTokenRevoke", { params: { id } });
}
