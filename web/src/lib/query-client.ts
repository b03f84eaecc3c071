import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";
import { getToken, subscribeToSession } from "./session-storage";

/**
 * The query client of the signed-in screens. A 4xx is the server's final word (a 401 has
 * already ended the session), so only network failures and 5xx are retried, once.
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

let shared: { client: QueryClient; token: string | null } | null = null;

/**
 * The one query client of this tab's signed-in screens (routes/signed-in-layout.tsx gives it to
 * them, their route loaders use it before they render). Only those screens import this module,
 * so public pages never download the query library. Cached answers belong to one session: when
 * the stored token changes (logout here or in another tab, a 401, another login) the cache is
 * emptied at once, whether or not a signed-in screen is on view.
 */
export function sessionQueryClient(): QueryClient {
  if (shared) return shared.client;
  const state = { client: createQueryClient(), token: getToken() };
  shared = state;
  subscribeToSession(() => {
    const token = getToken();
    if (token === state.token) return;
    state.token = token;
    state.client.clear();
  });
  return state.client;
}
