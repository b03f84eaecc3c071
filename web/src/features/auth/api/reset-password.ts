import { messageResponseSchema, type ResetPasswordRequest } from "@filtercycle/contract/accounts";
import { postJson } from "../../../lib/api-client";
import { clearSession } from "../../../lib/session-storage";

/**
 * `POST /api/reset_password`. A 200 means the password changed and every session of that login
 * was revoked, so whatever this browser stored is stale: it is cleared. Rejects with an ApiError
 * (400 with ACCOUNT_MESSAGES.resetLinkInvalid, or field errors for the password).
 */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await postJson("reset_password", request, { parse: (data) => messageResponseSchema.parse(data) });
  clearSession();
}
