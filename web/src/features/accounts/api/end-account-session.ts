import { callApi } from "#web/lib/api-client";

/** DELETE /api/account/sessions/:id: signs one of the login's other sessions out; answers the list left. */
export function endAccountSession(id: string) {
  return callApi("accountSessionEnd", { params: { id } });
}
