import type { QueryClient } from "@tanstack/react-query";
import { pickupsQueryOptions } from "./get-service-pickups";

/** Starts the Service tab's first answer while the route is entered (`?tab=service`). */
export function prefetchService(queryClient: QueryClient, customerId: string | null = null): void {
  void queryClient.prefetchQuery(pickupsQueryOptions(1, customerId));
}
