import type { CustomerPickups, PickupRequest } from "@filtercycle/contract/pickups/pickups";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createPickupRequest } from "../api/create-pickup-request";
import { pickupsQueryOptions } from "../api/get-service-pickups";
import { SERVICE_QUERY_ROOT } from "../api/query-root";

/** One page of the kiosks and history; the previous page stays on screen while the next loads. */
export function usePickups(page: number, customerId: string | null) {
  return useQuery({
    ...pickupsQueryOptions(page, customerId),
    placeholderData: (previous) => previous,
  });
}

/**
 * Sends a pickup request. On success the kiosk shows the new request at once (written into the
 * cached answers), then every Service query is read afresh from the server.
 */
export function useCreatePickupRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPickupRequest,
    onSuccess: (request: PickupRequest) => {
      queryClient.setQueriesData<CustomerPickups>(
        { queryKey: [SERVICE_QUERY_ROOT, "pickups"] },
        (answer) =>
          answer && {
            ...answer,
            kiosks: answer.kiosks.map((kiosk) =>
              kiosk.id === request.kioskId
                ? { ...kiosk, openRequest: request, lastRequest: request }
                : kiosk,
            ),
          },
      );
      // Not awaited: the dialog closes at once, the fresh answers follow.
      void queryClient.invalidateQueries({ queryKey: [SERVICE_QUERY_ROOT] });
    },
  });
}
