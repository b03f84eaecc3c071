import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";
import { clearSession } from "#web/lib/session-storage";

/**
 * `POST /api/reset_password`. A 200 means the password changed and every session of that login
 * was revoked, so whatever this browser stored is stale: it is cleared. Rejects with an ApiError
 * (400 with ACCOUNT_MESSAGES.resetLinkInvalid, or field errors for the password).
 */
export async function resetPassword(request: BodyOf<"resetPassword">): Promise<void> {
  await callApi("resetPassword", { body: request });
  clearSession();
}
