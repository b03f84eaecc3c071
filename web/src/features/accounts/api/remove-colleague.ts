import { callApi } from "#web/lib/api-client";

/** DELETE /api/team/:id (owners): removes a colleague's login; answers the team as it is now. */
export function removeColleague(id: string) {
  return callApi("teamRemove", { params: { id } });
}
