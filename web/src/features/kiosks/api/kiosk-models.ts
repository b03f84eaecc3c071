import type { KioskModelUpdate } from "@filtercycle/contract/forecasts/forecasts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export const KIOSK_MODELS_QUERY_KEY = ["admin", "kiosk-models"] as const;

/** GET /api/admin/kiosk-models: the models with their default capacity. */
export function kioskModelsQueryOptions() {
  return queryOptions({
    queryKey: KIOSK_MODELS_QUERY_KEY,
    queryFn: ({ signal }) => callApi("adminKioskModels", { signal }),
  });
}

/** PATCH /api/admin/kiosk-models/:id */
export const updateKioskModel = (id: string, body: KioskModelUpdate) =>
  callApi("adminKioskModelUpdate", { params: { id }, body });
