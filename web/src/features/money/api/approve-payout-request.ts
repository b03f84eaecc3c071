import { callApi } from "#web/lib/api-client";

/** POST /api/admin/payout_requests/:id/approve (a requested one only; 409 otherwise). */
export function approvePayoutRequest(id: number) {
  return callApi("adminPayoutRequestApprove", { params: { id } });
}
