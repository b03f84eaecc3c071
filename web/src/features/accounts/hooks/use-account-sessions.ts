import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endAccountSession } from "../api/end-account-session";
import { ACCOUNT_SESSIONS_KEY, accountSessionsQueryOptions } from "../api/get-account-sessions";

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/**
 * Signs one session out. The answer is the list as it is now; the list is then read again too,
 * so what shows is the server's state even if another tab changed it meanwhile.
 */
export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: { id: string; device: string }) => endAccountSession(session.id),
    onSuccess: async (left) => {
      queryClient.setQueryData(ACCOUNT_SESSIONS_KEY, left);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
    },
  });
}
