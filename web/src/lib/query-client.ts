import { QueryClient } from "@tanstack/react-query";

/** One QueryClient per browser tab (created once in the root). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
