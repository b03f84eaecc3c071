import {
  type LoginRequest,
  type SessionInfo,
  sessionInfoSchema,
} from "@filtercycle/contract/accounts";
import { postJson } from "../../../lib/api-client";
import { saveSession } from "../../../lib/session-storage";

/**
 * `POST /api/customer_login`. On 200 the server has set its session cookie; the answer is
 * stored as the web app's logged-in state (SPEC.md §3 keys plus `role`). Rejects with an
 * ApiError: 401 for a wrong pair, 400 with field errors, 429 with Retry-After.
 */
export async function login(credentials: LoginRequest): Promise<SessionInfo> {
  const session = await postJson("customer_login", credentials, {
    parse: (data) => sessionInfoSchema.parse(data),
  });
  saveSession({
    token: session.token,
    customerId: session.customerId ?? "",
    customerName: session.customerName,
    role: session.role,
  });
  return session;
}
