import type { DateRange } from "@filtercycle/contract/dates";
import type { KioskModelUpdate } from "@filtercycle/contract/forecasts/forecasts";
import type { KioskCreate, KioskUpdate } from "@filtercycle/contract/kiosks/kiosks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRefreshCollectionsAndKiosks } from "#web/hooks/use-refresh-collections";
import { KIOSKS_QUERY_ROOT } from "#web/lib/console-query-roots";
import { kioskBreakdownQueryOptions } from "../api/get-kiosk-breakdown";
import {
  KIOSK_MODELS_QUERY_KEY,
  kioskModelsQueryOptions,
  updateKioskModel,
} from "../api/kiosk-models";
import { createKiosk, updateKiosk } from "../api/kiosks";

export function useSaveKiosk(customerCode: string) {
  const refresh = useRefreshCollectionsAndKiosks();
  return useMutation({
    mutationFn: (
      input: { id: string; body: KioskUpdate } | { id?: undefined; body: KioskCreate },
    ) =>
      input.id === undefined
        ? createKiosk(customerCode, input.body as KioskCreate)
        : updateKiosk(input.id, input.body),
    onSuccess: refresh,
  });
}

export function useKioskModels() {
  return useQuery(kioskModelsQueryOptions());
}

export function useSaveKioskModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: KioskModelUpdate }) =>
      updateKioskModel(input.id, input.body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: KIOSK_MODELS_QUERY_KEY });
      await refreshKiosks();
    },
  });
  // The kiosks' capacities and forecasts follow their model's.
  function refreshKiosks() {
    return client.invalidateQueries({ queryKey: KIOSKS_QUERY_ROOT });
  }
}

export function useKioskBreakdown(range: DateRange, customerId: string | null) {
  return useQuery(kioskBreakdownQueryOptions(range, customerId));
}
