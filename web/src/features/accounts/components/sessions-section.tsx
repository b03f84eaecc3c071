import type { AccountSession } from "@filtercycle/contract/accounts/team";
import { useState } from "react";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { QueryState } from "#web/components/ui/query-state";
import { isApiError } from "#web/lib/api-client";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { formatBusinessDateTime } from "#web/lib/format";
import { useAccountSessions, useEndAccountSession } from "../hooks/use-account-sessions";
import { AccountSection, SectionListItem, SectionNotice } from "./account-section";

const deviceOf = (session: AccountSession, t: AppTexts["account"]) =>
  session.device.trim() || t["sessions.unknownDevice"];

/**
 * "Signed-in sessions": each browser the login is signed in on, this one marked (it has no
 * "Sign out": the header's "Log out" does that). Any login has it, staff too.
 */
export function SessionsSection() {
  const t = useAppTexts().account;
  const sessions = useAccountSessions();
  const end = useEndAccountSession();
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const signOut = (session: AccountSession) => {
    setNotice(null);
    const device = deviceOf(session, t);
    end.mutate(
      { id: session.id, device },
      {
        onSuccess: () =>
          setNotice({ tone: "success", text: fill(t["sessions.signedOut"], { device }) }),
        onError: (error) =>
          setNotice({
            tone: "error",
            text:
              isApiError(error) && error.status < 500 && error.status > 0
                ? error.detail
                : t["sessions.failed"],
          }),
      },
    );
  };

  return (
    <AccountSection heading={t["sessions.heading"]} intro={t["sessions.intro"]}>
      <SectionNotice notice={notice} />
      <QueryState
        query={sessions}
        texts={{
          loading: t["sessions.loading"],
          loadFailed: t["sessions.loadFailed"],
          retry: t.retry,
        }}
        className="mt-4"
      >
        {({ items }) => (
          <ul className="mt-4 divide-y divide-forest/10">
            {items.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={end.isPending && end.variables?.id === session.id}
                onSignOut={() => signOut(session)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </AccountSection>
  );
}

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: AccountSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  const t = useAppTexts().account;
  const locale = useAppLanguage();
  const device = deviceOf(session, t);
  return (
    <SectionListItem
      action={
        session.current ? null : (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            busy={busy}
            busyLabel={t["sessions.signingOut"]}
            aria-label={fill(t["sessions.signOutLabel"], { device })}
            onClick={onSignOut}
          >
            {t["sessions.signOut"]}
          </Button>
        )
      }
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        <span className="break-words">{device}</span>
        {session.current ? <Badge tone="success">{t["sessions.current"]}</Badge> : null}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/70">{t["sessions.lastActive"]}</dt>
        <dd className="min-w-0">{formatBusinessDateTime(session.lastActiveAt, locale)}</dd>
        <dt className="text-ink/70">{t["sessions.signedInOn"]}</dt>
        <dd className="min-w-0">{formatBusinessDateTime(session.createdAt, locale)}</dd>
        <dt className="text-ink/70">{t["sessions.ipAddress"]}</dt>
        <dd className="min-w-0 break-all">{session.ipAddress || t["sessions.unknownIp"]}</dd>
      </dl>
    </SectionListItem>
  );
}
