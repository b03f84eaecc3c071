import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/** POST /api/team (owners): invites a colleague by e-mail; answers the team as it is now. */
export function inviteColleague(body: BodyOf<"teamInvite">) {
  return callApi("teamInvite", { body });
}
