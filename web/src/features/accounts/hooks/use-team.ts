import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TEAM_KEY, teamQueryOptions } from "../api/get-team";
import { inviteColleague } from "../api/invite-colleague";
import { removeColleague } from "../api/remove-colleague";

export function useTeam() {
  return useQuery(teamQueryOptions());
}

/** Both changes answer the team as it is now: it replaces the cached one. */
export function useInviteColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<"teamInvite">) => inviteColleague(body),
    onSuccess: (team) => queryClient.setQueryData(TEAM_KEY, team),
  });
}

export function useRemoveColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: { id: string; name: string }) => removeColleague(member.id),
    onSuccess: (team) => queryClient.setQueryData(TEAM_KEY, team),
  });
}
