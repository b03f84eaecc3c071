import type { TeamMember } from "@filtercycle/contract/accounts/team";
import { useRef, useState } from "react";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { QueryState } from "#web/components/ui/query-state";
import { refusalDetail } from "#web/lib/api-client";
import { useAppLanguage } from "#web/lib/app-language";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { formatBusinessDateTime } from "#web/lib/format";
import { useRemoveColleague, useTeam } from "../hooks/use-team";
import { AccountSection, SectionListItem, SectionNotice } from "./account-section";
import { InviteColleagueDialog } from "./invite-colleague-dialog";

/**
 * "Team": the business's logins and their roles. An owner invites colleagues and removes others
 * (never itself; the API refuses removing the last owner and says so); a viewer sees the list.
 * The UI only hides what the API would refuse a viewer.
 */
export function TeamSection({ canManage }: { canManage: boolean }) {
  const team = useTeam();
  const remove = useRemoveColleague();
  const [notice, setNotice] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const t = useAppTexts().account;

  return (
    <AccountSection heading={t["team.heading"]} intro={t["team.intro"]}>
      {canManage ? null : <p className="mt-2 text-ink/80">{t["team.viewerNote"]}</p>}
      <SectionNotice notice={notice ? { tone: "success", text: notice } : null} />
      <QueryState
        query={team}
        texts={{ loading: t["team.loading"], loadFailed: t["team.loadFailed"], retry: t.retry }}
        className="mt-4"
      >
        {({ members }) => (
          <ul className="mt-4 divide-y divide-forest/10">
            {members.map((member) => (
              <MemberItem
                key={member.id}
                member={member}
                onRemove={
                  canManage && !member.isYou
                    ? () => {
                        setNotice(null);
                        remove.reset();
                        setRemoving(member);
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        )}
      </QueryState>
      {canManage ? (
        <Button
          ref={inviteButton}
          variant="secondary"
          className="mt-6"
          onClick={() => {
            setNotice(null);
            setInviting(true);
          }}
        >
          {t["team.invite"]}
        </Button>
      ) : null}
      {inviting ? (
        <InviteColleagueDialog
          returnFocus={inviteButton}
          onClose={() => setInviting(false)}
          onInvited={(email) => {
            setInviting(false);
            setNotice(fill(t["team.invited"], { email }));
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          heading={fill(t["team.confirmRemove"], { name: removing.name })}
          confirmLabel={t["team.remove"]}
          cancelLabel={t["team.cancel"]}
          busyLabel={t["team.removing"]}
          busy={remove.isPending}
          error={remove.isError ? refusalDetail(remove.error, t["team.failed"]) : null}
          onConfirm={() =>
            remove.mutate(removing, {
              onSuccess: (_team, member) => {
                setRemoving(null);
                setNotice(fill(t["team.removed"], { name: member.name }));
              },
            })
          }
          onClose={() => setRemoving(null)}
        >
          <p>{t["team.confirmRemoveText"]}</p>
        </ConfirmDialog>
      ) : null}
    </AccountSection>
  );
}

function MemberItem({ member, onRemove }: { member: TeamMember; onRemove?: () => void }) {
  const t = useAppTexts().account;
  const locale = useAppLanguage();
  return (
    <SectionListItem
      action={
        onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-label={fill(t["team.removeLabel"], { name: member.name })}
            onClick={onRemove}
          >
            {t["team.remove"]}
          </Button>
        ) : null
      }
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-ink break-words">{member.name}</span>
        {member.isYou ? <span className="text-ink/70">{t["team.you"]}</span> : null}
        <Badge>{t[`team.role.${member.role}`]}</Badge>
        {member.invitationPending ? <Badge tone="warning">{t["team.pending"]}</Badge> : null}
      </p>
      <p className="mt-1 text-sm break-all text-ink/80">{member.email}</p>
      <p className="mt-1 text-sm text-ink/70">
        {t["team.lastSignIn"]}:{" "}
        {member.lastSignInAt
          ? formatBusinessDateTime(member.lastSignInAt, locale)
          : t["team.never"]}
      </p>
    </SectionListItem>
  );
}
