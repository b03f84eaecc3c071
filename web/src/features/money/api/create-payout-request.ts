import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/**
 * POST /api/payout_requests (owners): asks for a payout up to the balance. Rejects with an
 * ApiError: 409 while another request is open, 400 naming the field (an amount over the balance).
 */
export function createPayoutRequest(body: BodyOf<"payoutRequestCreate">) {
  return callApi("payoutRequestCreate", { body });
}
