import type { ApiToken, RevokedApiToken } from "@filtercycle/contract/accounts/api-tokens";
import { useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { QueryState } from "#web/components/ui/query-state";
import { refusalDetail } from "#web/lib/api-client";
import { useAppLanguage } from "#web/lib/app-language";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { formatBusinessDateTime } from "#web/lib/format";
import { useApiTokens, useRevokeApiToken } from "../hooks/use-api-tokens";
import { AccountSection, SectionListItem, SectionNotice } from "./account-section";
import { CreateApiTokenDialog } from "./create-api-token-dialog";

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
  const t = useAppTexts().account;

  return (
    <AccountSection heading={t["tokens.heading"]} intro={t["tokens.intro"]}>
      <SectionNotice notice={notice ? { tone: "success", text: notice } : null} />
      <QueryState
        query={tokens}
        texts={{ loading: t["tokens.loading"], loadFailed: t["tokens.loadFailed"], retry: t.retry }}
        className="mt-4"
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="mt-4 text-ink/75">{t["tokens.none"]}</p>
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
        {t["tokens.create"]}
      </Button>
      {creating ? (
        <CreateApiTokenDialog returnFocus={createButton} onClose={() => setCreating(false)} />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          heading={fill(t["tokens.confirmRevoke"], { name: revoking.name })}
          confirmLabel={t["tokens.revoke"]}
          cancelLabel={t["tokens.cancel"]}
          busyLabel={t["tokens.revoking"]}
          busy={revoke.isPending}
          error={revoke.isError ? refusalDetail(revoke.error, t["tokens.failed"]) : null}
          onConfirm={() =>
            revoke.mutate(revoking, {
              onSuccess: (_left, token) => {
                setRevoking(null);
                setNotice(fill(t["tokens.revoked"], { name: token.name }));
              },
            })
          }
          onClose={() => setRevoking(null)}
        >
          <p>{t["tokens.confirmRevokeText"]}</p>
        </ConfirmDialog>
      ) : null}
    </AccountSection>
  );
}

function TokenItem({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const t = useAppTexts().account;
  const locale = useAppLanguage();
  return (
    <SectionListItem
      action={
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={fill(t["tokens.revokeLabel"], { name: token.name })}
          onClick={onRevoke}
        >
          {t["tokens.revoke"]}
        </Button>
      }
    >
      <p className="font-semibold break-words text-ink">{token.name}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/70">{t["tokens.created"]}</dt>
        <dd className="min-w-0">{formatBusinessDateTime(token.createdAt, locale)}</dd>
        <dt className="text-ink/70">{t["tokens.lastUsed"]}</dt>
        <dd className="min-w-0">
          {token.lastUsedAt ? formatBusinessDateTime(token.lastUsedAt, locale) : t["tokens.never"]}
        </dd>
      </dl>
    </SectionListItem>
  );
}

/** Why a token ended (the API's `revokedReason`): its words' key. */
const ENDED_BECAUSE = {
  "revoked by you": "tokens.endedBecause.revokedByYou",
  "password changed": "tokens.endedBecause.passwordChanged",
  "password reset": "tokens.endedBecause.passwordReset",
  "business deactivated": "tokens.endedBecause.businessDeactivated",
} as const satisfies Record<RevokedApiToken["revokedReason"], string>;

/** The latest tokens that no longer work, each with when and why it ended. */
function EndedTokens({ tokens }: { tokens: RevokedApiToken[] }) {
  const headingId = useId();
  const t = useAppTexts().account;
  const locale = useAppLanguage();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="font-semibold text-forest">
        {t["tokens.endedHeading"]}
      </h3>
      <p className="mt-1 text-sm text-ink/75">{t["tokens.endedIntro"]}</p>
      <ul aria-labelledby={headingId} className="mt-2 divide-y divide-forest/10 text-sm">
        {tokens.map((token) => (
          <li key={token.id} className="py-2">
            <span className="font-semibold break-words text-ink">{token.name}</span>{" "}
            <span className="text-ink/75">
              {fill(t["tokens.ended"], { on: formatBusinessDateTime(token.revokedAt, locale) })}.{" "}
              {t[ENDED_BECAUSE[token.revokedReason]]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
