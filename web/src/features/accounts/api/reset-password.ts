import { resetPasswordResponseSchema } from "@filtercycle/contract/accounts/accounts";
import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";
import { saveBusinessRole, saveLoginId } from "#web/lib/business-role-storage";
import { clearSession, saveSession } from "#web/lib/session-storage";

/**
 * `POST /api/reset_password`. A 200 means the password changed and every session of that login
 * was revoked, so whatever this browser stored is stale: it is cleared. An invitation's first
 * password also signs the invitee in: the answer's session is stored, as a login's is, and the
 * result is "signed-in". Rejects with an ApiError (400 with ACCOUNT_MESSAGES.resetLinkInvalid,
 * or field errors for the password).
 */
export async function resetPassword(
  request: BodyOf<"resetPassword">,
): Promise<"changed" | "signed-in"> {
  const answer = await callApi("resetPassword", {
    body: request,
    parse: (data) => resetPasswordResponseSchema.parse(data),
  });
  clearSession();
  const { session } = answer;
  if (!session) return "changed";
  saveSession({
    token: session.token,
    customerId: session.customerId ?? "",
    customerName: session.customerName,
    role: session.role,
  });
  // Kept apart from saveSession, whose module every public page downloads.
  saveBusinessRole(session.businessRole);
  saveLoginId(session.userId);
  return "signed-in";
}
