import { useQuery } from "@tanstack/react-query";
import { balanceQueryOptions } from "../api/get-admin-balance";

/** A customer's balance and its parts, for the console's customer page. */
export function useAdminBalance(code: string) {
  return useQuery(balanceQueryOptions(code));
}
