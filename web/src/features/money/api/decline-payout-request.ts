import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/** POST /api/admin/payout_requests/:id/decline with the reason the business is told. */
export function declinePayoutRequest({
  id,
  ...body
}: { id: number } & BodyOf<"adminPayoutRequestDecline">) {
  return callApi("adminPayoutRequestDecline", { params: { id }, body });
}
