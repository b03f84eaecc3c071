import { apiFetch } from "../../../lib/api-client";

/**
 * `GET /api/customer_logout`. Resolves true only on HTTP 200 (PRODUCT.md: the call is
 * idempotent, so 200 means the session is gone); false on any other status or network error.
 */
export async function logout(): Promise<boolean> {
  try {
    const response = await apiFetch("customer_logout");
    return response.status === 200;
  } catch {
    return false;
  }
}
