import { useQuery } from "@tanstack/react-query";
import { useViewedCustomer } from "#web/hooks/use-viewed-customer";
import { customerMediaQueryOptions } from "../api/get-customer-media";

/** The media list; its failure has its own message (SPEC.md §8), so it is not only logged. */
export function useCustomerMedia() {
  return useQuery(customerMediaQueryOptions(useViewedCustomer()));
}
