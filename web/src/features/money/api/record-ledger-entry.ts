import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/** POST /api/admin/payouts. */
export function recordPayout(body: BodyOf<"adminPayoutCreate">) {
  return callApi("adminPayoutCreate", { body });
}

/** POST /api/admin/adjustments. */
export function recordAdjustment(body: BodyOf<"adminAdjustmentCreate">) {
  return callApi("adminAdjustmentCreate", { body });
}
