import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/** POST /api/admin/payout_requests/:id/pay: records the payout in the ledger on `date`. */
export function payPayoutRequest({
  id,
  ...body
}: { id: number } & BodyOf<"adminPayoutRequestPay">) {
  return callApi("adminPayoutRequestPay", { params: { id }, body });
}
