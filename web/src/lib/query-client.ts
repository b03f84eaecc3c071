import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/**
 * One QueryClient per visit to the signed-in screens (routes/signed-in-layout.tsx). A 4xx is the
 * server's final word (a 401 has already ended the session), so only network failures and 5xx
 * are retried, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
