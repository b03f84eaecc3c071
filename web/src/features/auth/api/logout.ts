import { callApi } from "#web/lib/api-client";

/**
 * `GET /api/customer_logout`. Resolves true once the server answered 2xx (PRODUCT.md: the call
 * is idempotent, so that means the session is gone); false on any other status or a network
 * error, so the caller keeps the stored session and says so.
 */
export async function logout(): Promise<boolean> {
  try {
    await callApi("logout");
    return true;
  } catch {
    return false;
  }
}
