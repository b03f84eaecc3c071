import type { PayoutRequest } from "@filtercycle/contract/money/money";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { LoadFailed, LoadingLine } from "#web/components/ui/query-state";
import { useBusinessRole } from "#web/hooks/use-business-role";
import { useAppLanguage } from "#web/lib/app-language";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { formatBusinessDate, formatDay, formatRupees } from "#web/lib/format";
import { MONEY_TAB } from "../constants";
import { useBalance, usePayoutRequests } from "../hooks/use-money";
import { RequestPayoutDialog } from "./request-payout-dialog";

const isOpen = (request: PayoutRequest) =>
  request.status === "requested" || request.status === "approved";

/**
 * The Green Impact tab's first panel (issue 14): what the business can redeem, the rate a
 * collection is credited at today, the last payout, an open request's status, and "Request a
 * payout" for owners. With `customerId` (staff's support view) it shows that business, read-only.
 */
export function BalanceCard({ customerId = null }: { customerId?: string | null }) {
  const headingId = useId();
  const balance = useBalance(customerId);
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();
  // Only says whether a request is open: its failure leaves that line out.
  const requests = usePayoutRequests(customerId);
  const role = useBusinessRole();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes back to the button, or to the heading once the sent request has replaced it.
  const returnTo = useRef<HTMLElement | null>(null);

  if (balance.isPending) {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {t["balance.heading"]}
        </h2>
        <LoadingLine className="mt-2">{t["balance.loading"]}</LoadingLine>
      </Card>
    );
  }
  if (balance.isError) {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {t["balance.heading"]}
        </h2>
        <LoadFailed
          text={t["balance.loadFailed"]}
          retry={t.retry}
          error={balance.error}
          onRetry={() => void balance.refetch()}
          className="mt-3"
        />
      </Card>
    );
  }

  const { lastPayout } = balance.data;
  const open = requests.data?.items.find(isOpen);
  // Owners only, never staff's support view; the API refuses the rest (403) all the same.
  const canRequest = customerId === null && role === "owner" && !open && balance.data.balance > 0;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="rounded-sm text-xl font-bold text-forest focus-ring"
          >
            {t["balance.heading"]}
          </h2>
          <p className="mt-1 text-4xl font-bold text-ink">{formatRupees(balance.data.balance)}</p>
        </div>
        {canRequest ? (
          <Button
            onClick={(event) => {
              returnTo.current = event.currentTarget;
              setDialogOpen(true);
            }}
          >
            {t["balance.requestButton"]}
          </Button>
        ) : null}
      </div>
      <ul className="mt-4 space-y-1 text-ink/80">
        <li>{fill(t["balance.rate"], { rate: formatRupees(balance.data.ratePerKg) })}</li>
        <li>
          {lastPayout
            ? fill(t[lastPayout.reference ? "balance.lastPayoutReference" : "balance.lastPayout"], {
                amount: formatRupees(lastPayout.amount),
                day: formatDay(lastPayout.date, locale),
                reference: lastPayout.reference,
              })
            : t["balance.noPayouts"]}
        </li>
        {open ? (
          <li className="font-semibold text-ink">
            {fill(t["balance.openRequest"], {
              amount: formatRupees(open.amount),
              day: formatBusinessDate(open.requestedAt, locale),
              status: t[`payoutStatus.${open.status}`],
            })}
          </li>
        ) : null}
      </ul>
      {sent ? (
        <Alert tone="success" className="mt-4">
          {sent}
        </Alert>
      ) : null}
      <Link
        to={`?tab=${MONEY_TAB.id}${customerId ? `&customerId=${encodeURIComponent(customerId)}` : ""}`}
        className="mt-4 inline-block rounded-md font-semibold text-forest underline focus-ring"
      >
        {t["balance.seeStatement"]}
      </Link>
      {dialogOpen ? (
        <RequestPayoutDialog
          balance={balance.data.balance}
          returnFocus={returnTo}
          onClose={() => setDialogOpen(false)}
          onSent={(request) => {
            returnTo.current = heading.current;
            setDialogOpen(false);
            setSent(fill(t["balance.sent"], { amount: formatRupees(request.amount) }));
          }}
        />
      ) : null}
    </Card>
  );
}
