import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/**
 * POST /api/pickup_requests: asks for a pickup at one of the business's kiosks. Rejects with an
 * ApiError: 409 when the kiosk already has an open request, 400 naming the field.
 */
export function createPickupRequest(body: BodyOf<"pickupRequestCreate">) {
  return callApi("pickupRequestCreate", { body });
}
