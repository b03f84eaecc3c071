import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/**
 * POST /api/account/password: a new password for the signed-in login. The API ends the login's
 * other sessions and gives this browser a fresh session cookie; the stored keys stay as they are
 * (the server trusts the cookie, not them). Rejects with an ApiError (400 naming
 * `currentPassword` for a wrong current password).
 */
export async function changePassword(body: BodyOf<"changePassword">): Promise<string> {
  const answer = await callApi("changePassword", { body });
  return answer.message;
}
