import { callApi } from "#web/lib/api-client";

/**
 * `POST /api/customer_logout` (SPEC.md's GET stays for clients, but ends a session only when the
 * browser says our own pages sent it: docs/decisions/0076). Resolves true once the server
 * answered 2xx (PRODUCT.md: the call is idempotent, so that means the session is gone); false on
 * any other status or a network error, so the caller keeps the stored session and says so.
 */
export async function logout(): Promise<boolean> {
  try {
    await callApi("logoutPost");
    return true;
  } catch {
    return false;
  }
}
