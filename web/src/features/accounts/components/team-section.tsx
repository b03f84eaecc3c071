import { BUSINESS_ROLE_LABELS } from "@filtercycle/contract/accounts/account-rules";
import type { TeamMember } from "@filtercycle/contract/accounts/team";
import { useId, useRef, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { isApiError } from "#web/lib/api-client";
import { formatBusinessDateTime } from "#web/lib/format";
import { ACCOUNT_TEXT } from "../constants";
import { useRemoveColleague, useTeam } from "../hooks/use-team";
import { InviteColleagueDialog } from "./invite-colleague-dialog";

const TEXT = ACCOUNT_TEXT.team;

/** The API's own words for a refusal it explains (e.g. the last owner), else ours. */
const messageOf = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.detail : TEXT.failed;

/**
 * "Team": the business's logins and their roles. An owner invites colleagues and removes others
 * (never itself; the API refuses removing the last owner and says so); a viewer sees the list.
 * The UI only hides what the API would refuse a viewer.
 */
export function TeamSection({ canManage }: { canManage: boolean }) {
  const headingId = useId();
  const team = useTeam();
  const remove = useRemoveColleague();
  const [notice, setNotice] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const inviteButton = useRef<HTMLButtonElement>(null);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {TEXT.heading}
      </h2>
      <p className="mt-2 text-ink/80">{TEXT.intro}</p>
      {canManage ? null : <p className="mt-2 text-ink/80">{TEXT.viewerNote}</p>}
      <div aria-live="polite" className="mt-4 empty:hidden">
        {notice ? (
          <Alert tone="success" announce={false}>
            {notice}
          </Alert>
        ) : null}
      </div>
      {team.isPending ? (
        <p role="status" className="mt-4 text-ink/75">
          {TEXT.loading}
        </p>
      ) : team.isError ? (
        <Alert tone="error" className="mt-4">
          <p>
            {TEXT.loadFailed} {team.error.message}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void team.refetch()}
          >
            {TEXT.retry}
          </Button>
        </Alert>
      ) : (
        <ul className="mt-4 divide-y divide-forest/10">
          {team.data.members.map((member) => (
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
          {TEXT.invite}
        </Button>
      ) : null}
      {inviting ? (
        <InviteColleagueDialog
          returnFocus={inviteButton}
          onClose={() => setInviting(false)}
          onInvited={(email) => {
            setInviting(false);
            setNotice(TEXT.invited(email));
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          heading={TEXT.confirmRemove(removing.name)}
          confirmLabel={TEXT.remove}
          cancelLabel={TEXT.cancel}
          busyLabel={TEXT.removing}
          busy={remove.isPending}
          error={remove.isError ? messageOf(remove.error) : null}
          onConfirm={() =>
            remove.mutate(removing, {
              onSuccess: (_team, member) => {
                setRemoving(null);
                setNotice(TEXT.removed(member.name));
              },
            })
          }
          onClose={() => setRemoving(null)}
        >
          <p>{TEXT.confirmRemoveText}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function MemberItem({ member, onRemove }: { member: TeamMember; onRemove?: () => void }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink break-words">{member.name}</span>
          {member.isYou ? <span className="text-ink/70">{TEXT.you}</span> : null}
          <Badge>{BUSINESS_ROLE_LABELS[member.role]}</Badge>
          {member.invitationPending ? <Badge tone="warning">{TEXT.pending}</Badge> : null}
        </p>
        <p className="mt-1 text-sm break-all text-ink/80">{member.email}</p>
        <p className="mt-1 text-sm text-ink/70">
          {TEXT.lastSignIn}:{" "}
          {member.lastSignInAt ? formatBusinessDateTime(member.lastSignInAt) : TEXT.never}
        </p>
      </div>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={TEXT.removeLabel(member.name)}
          onClick={onRemove}
        >
          {TEXT.remove}
        </Button>
      ) : null}
    </li>
  );
}
