import type { ApiToken, RevokedApiToken } from "@filtercycle/contract/accounts/api-tokens";
import { useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { QueryState } from "#web/components/ui/query-state";
import { refusalDetail } from "#web/lib/api-client";
import { formatBusinessDateTime } from "#web/lib/format";
import { ACCOUNT_TEXT } from "../constants";
import { useApiTokens, useRevokeApiToken } from "../hooks/use-api-tokens";
import { AccountSection, SectionListItem, SectionNotice } from "./account-section";
import { CreateApiTokenDialog } from "./create-api-token-dialog";

const TEXT = ACCOUNT_TEXT.apiTokens;

/**
 * "API tokens" (customer logins; docs/decisions/0067): the login's personal access tokens with
 * when each was made and last used, Revoke (confirmed), and "Create a token", whose dialog shows
 * the new token once. Below them, the tokens that ended lately and why (a password change or
 * reset ends every token: docs/decisions/0076).
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  return (
    <AccountSection heading={TEXT.heading} intro={TEXT.intro}>
      <SectionNotice notice={notice ? { tone: "success", text: notice } : null} />
      <QueryState query={tokens} texts={TEXT} className="mt-4">
        {({ items }) =>
          items.length === 0 ? (
            <p className="mt-4 text-ink/75">{TEXT.none}</p>
          ) : (
            <ul className="mt-4 divide-y divide-forest/10">
              {items.map((token) => (
                <TokenItem
                  key={token.id}
                  token={token}
                  onRevoke={() => {
                    setNotice(null);
                    revoke.reset();
                    setRevoking(token);
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {tokens.data && tokens.data.revoked.length > 0 ? (
        <EndedTokens tokens={tokens.data.revoked} />
      ) : null}
      <Button
        ref={createButton}
        variant="secondary"
        className="mt-6"
        onClick={() => {
          setNotice(null);
          setCreating(true);
        }}
      >
        {TEXT.create}
      </Button>
      {creating ? (
        <CreateApiTokenDialog returnFocus={createButton} onClose={() => setCreating(false)} />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          heading={TEXT.confirmRevoke(revoking.name)}
          confirmLabel={TEXT.revoke}
          cancelLabel={TEXT.cancel}
          busyLabel={TEXT.revoking}
          busy={revoke.isPending}
          error={revoke.isError ? refusalDetail(revoke.error, TEXT.failed) : null}
          onConfirm={() =>
            revoke.mutate(revoking, {
              onSuccess: (_left, token) => {
                setRevoking(null);
                setNotice(TEXT.revoked(token.name));
              },
            })
          }
          onClose={() => setRevoking(null)}
        >
          <p>{TEXT.confirmRevokeText}</p>
        </ConfirmDialog>
      ) : null}
    </AccountSection>
  );
}

function TokenItem({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  return (
    <SectionListItem
      action={
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={TEXT.revokeLabel(token.name)}
          onClick={onRevoke}
        >
          {TEXT.revoke}
        </Button>
      }
    >
      <p className="font-semibold break-words text-ink">{token.name}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/70">{TEXT.created}</dt>
        <dd className="min-w-0">{formatBusinessDateTime(token.createdAt)}</dd>
        <dt className="text-ink/70">{TEXT.lastUsed}</dt>
        <dd className="min-w-0">
          {token.lastUsedAt ? formatBusinessDateTime(token.lastUsedAt) : TEXT.never}
        </dd>
      </dl>
    </SectionListItem>
  );
}

/** The latest tokens that no longer work, each with when and why it ended. */
function EndedTokens({ tokens }: { tokens: RevokedApiToken[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="font-semibold text-forest">
        {TEXT.endedHeading}
      </h3>
      <p className="mt-1 text-sm text-ink/75">{TEXT.endedIntro}</p>
      <ul aria-labelledby={headingId} className="mt-2 divide-y divide-forest/10 text-sm">
        {tokens.map((token) => (
          <li key={token.id} className="py-2">
            <span className="font-semibold break-words text-ink">{token.name}</span>{" "}
            <span className="text-ink/75">
              {TEXT.ended(formatBusinessDateTime(token.revokedAt))}.{" "}
              {TEXT.endedBecause[token.revokedReason]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
