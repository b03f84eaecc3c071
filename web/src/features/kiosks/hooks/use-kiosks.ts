import type { DateRange } from "@filtercycle/contract/dates";
import type { KioskCreate, KioskUpdate } from "@filtercycle/contract/kiosks/kiosks";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRefreshCollectionsAndKiosks } from "#web/hooks/use-refresh-collections";
import { kioskBreakdownQueryOptions } from "../api/get-kiosk-breakdown";
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

export function useKioskBreakdown(range: DateRange, customerId: string | null) {
  return useQuery(kioskBreakdownQueryOptions(range, customerId));
}
