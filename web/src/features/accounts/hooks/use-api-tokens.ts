import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createApiToken } from "../api/create-api-token";
import { API_TOKENS_KEY, apiTokensQueryOptions } from "../api/get-api-tokens";
import { revokeApiToken } from "../api/revoke-api-token";

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

/**
 * Creates a token. Its answer (the token itself) stays in the dialog that shows it: the list is
 * read again rather than fed from the answer, and the mutation is forgotten as soon as nothing
 * watches it, so no cache keeps the token after the dialog closes.
 */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<"apiTokenCreate">) => createApiToken(body),
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}

/** Revokes a token; the answer (the tokens left) replaces the list. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: { id: string; name: string }) => revokeApiToken(token.id),
    onSuccess: (left) => queryClient.setQueryData(API_TOKENS_KEY, left),
  });
}
