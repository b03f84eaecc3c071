import { type SessionInfo, sessionInfoSchema } from "@filtercycle/contract/accounts/accounts";
import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";
import { saveBusinessRole, saveLoginId } from "#web/lib/business-role-storage";
import { saveSession } from "#web/lib/session-storage";

/**
 * `POST /api/customer_login`. On 200 the server has set its session cookie; the answer is
 * stored as the web app's logged-in state (SPEC.md §3 keys plus `role`). The answer is checked
 * with the contract's schema, since it is stored (this runs on /login, a client-only page, so
 * zod is not on the public pages). Rejects with an ApiError: 401 for a wrong pair, 400 with
 * field errors, 429 with Retry-After.
 */
export async function login(credentials: BodyOf<"login">): Promise<SessionInfo> {
  const session = await callApi("login", {
    body: credentials,
    parse: (data) => sessionInfoSchema.parse(data),
  });
  saveSession({
    token: session.token,
    customerId: session.customerId ?? "",
    customerName: session.customerName,
    role: session.role,
  });
  // Kept apart from saveSession, whose module every public page downloads.
  saveBusinessRole(session.businessRole);
  saveLoginId(session.userId);
  return session;
}
