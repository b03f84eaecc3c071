import { fillPath } from "@filtercycle/contract/api/endpoint";
import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { staffApiRoutes } from "@filtercycle/contract/api/staff-routes";
import { queryOptions } from "@tanstack/react-query";
import { apiUrl, callApi } from "#web/lib/api-client";

/** The first part of every batch query key: a change refreshes them all. */
export const PAYOUT_BATCHES_QUERY_ROOT = ["admin", "payoutBatches"] as const;

/** GET /api/admin/payout_batches: the newest batches. */
export function payoutBatchesQueryOptions(page: number) {
  const query = { page, pageSize: 20 };
  return queryOptions({
    queryKey: [...PAYOUT_BATCHES_QUERY_ROOT, "list", query],
    queryFn: ({ signal }) => callApi("adminPayoutBatches", { query, signal }),
  });
}

/** GET /api/admin/payout_batches/:id: one batch with its lines. */
export function payoutBatchQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PAYOUT_BATCHES_QUERY_ROOT, "one", id],
    queryFn: ({ signal }) => callApi("adminPayoutBatch", { params: { id }, signal }),
  });
}

export function createPayoutBatch(body: BodyOf<"adminPayoutBatchCreate">) {
  return callApi("adminPayoutBatchCreate", { body });
}

export function payPayoutBatch({ id, date }: { id: number; date: string }) {
  return callApi("adminPayoutBatchPay", { params: { id }, body: { date } });
}

export function cancelPayoutBatch(id: number) {
  return callApi("adminPayoutBatchCancel", { params: { id } });
}

/** The two files' addresses (a plain download: the session cookie goes with it). */
export function payoutBatchFileHref(id: number, file: "bank" | "upi") {
  const route =
    file === "bank"
      ? staffApiRoutes.adminPayoutBatchBankCsv
      : staffApiRoutes.adminPayoutBatchUpiCsv;
  return apiUrl(fillPath(route.path, { id }));
}
