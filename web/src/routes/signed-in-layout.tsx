import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { useSessionToken } from "../hooks/use-session-token";
import { createQueryClient } from "../lib/query-client";

/**
 * Around the screens that read customer data (/dashboard, /admin): the TanStack Query client
 * lives here, not in the root, so public pages never download the query library. One client
 * per visit to these screens; leaving them drops the cache with the layout.
 */
export default function SignedInLayout() {
  const [queryClient] = useState(createQueryClient);
  const token = useSessionToken();

  // Logged out (here, in another tab, or by an expired session): drop cached customer data.
  useEffect(() => {
    if (token === null) queryClient.clear();
  }, [token, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
