import type { AdminPayoutRequest, PayoutRequestStatus } from "@filtercycle/contract/money/money";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedTable } from "#web/components/paged-table";
import { Alert } from "#web/components/ui/alert";
import { Badge, type BadgeTone } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { Select } from "#web/components/ui/inputs";
import type { Column } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { formatBusinessDateTime, formatDay, formatRupees } from "#web/lib/format";
import type { PayoutRequestsQuery } from "../api/get-staff-payout-requests";
import { useAdminPayoutRequests, usePayoutRequestActions } from "../hooks/use-payout-requests";
import { usePayoutRequestsText } from "../payouts-constants";
import { DeclineRequestDialog, PayRequestDialog } from "./payout-request-dialogs";

const PAGE_SIZE = 50;
const FILTERS = ["open", "paid", "declined", "all"] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The section's own URL parameters, apart from the ledger list's filters: `requests` (the status
 * shown; "open", the default, is left out) and `requestsPage`.
 */
export const REQUEST_PARAMS = { status: "requests", page: "requestsPage" } as const;

export function payoutRequestsQueryFrom(params: URLSearchParams): PayoutRequestsQuery {
  const status = params.get(REQUEST_PARAMS.status) as Filter | null;
  const page = Number(params.get(REQUEST_PARAMS.page));
  return {
    status: status && FILTERS.includes(status) ? status : "open",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

const TONES: Record<PayoutRequestStatus, BadgeTone> = {
  requested: "warning",
  approved: "neutral",
  paid: "success",
  declined: "danger",
};

type Action = { kind: "pay" | "decline"; request: AdminPayoutRequest };

/** /admin/payouts: the businesses' payout requests, with Approve, Mark paid and Decline. */
export function PayoutRequestsSection() {
  const text = usePayoutRequestsText();
  const language = useAppLanguage();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const query = payoutRequestsQueryFrom(params);
  const list = useAdminPayoutRequests(query);
  const { approve } = usePayoutRequestActions();
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { preventScrollReset: true });
  };
  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const status = String(new FormData(event.currentTarget).get(REQUEST_PARAMS.status) ?? "");
    update({
      [REQUEST_PARAMS.status]: status === "open" ? null : status,
      [REQUEST_PARAMS.page]: null,
    });
  };

  const open = (kind: Action["kind"], request: AdminPayoutRequest, button: HTMLElement) => {
    returnTo.current = button;
    setDone(null);
    setFailed(null);
    setAction({ kind, request });
  };
  // The row's buttons change or go once the request moves on: focus goes to the heading.
  const finish = (message: string) => {
    returnTo.current = heading.current;
    setAction(null);
    setFailed(null);
    setDone(message);
  };
  const approveRequest = (request: AdminPayoutRequest) => {
    setDone(null);
    setFailed(null);
    approve.mutate(request.id, {
      onSuccess: () => {
        heading.current?.focus();
        setDone(text.approved(formatRupees(request.amount), request.customerCode));
      },
      onError: (error) => setFailed(error.message),
    });
  };

  const columns: Column<AdminPayoutRequest>[] = [
    {
      key: "customer",
      header: text.table.customer,
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`/admin/customers/${encodeURIComponent(row.customerCode)}`}
          className="rounded-sm underline focus-ring"
        >
          <span className="font-medium">{row.customerCode}</span> {row.customerName}
        </Link>
      ),
    },
    {
      key: "amount",
      header: text.table.amount,
      cell: (row) => formatRupees(row.amount),
      align: "end",
      nowrap: true,
    },
    {
      key: "requested",
      header: text.table.requested,
      cell: (row) =>
        text.table.requestedBy(row.requestedBy, formatBusinessDateTime(row.requestedAt, language)),
    },
    {
      key: "balance",
      header: text.table.balance,
      cell: (row) => formatRupees(row.balance),
      align: "end",
      nowrap: true,
    },
    {
      key: "status",
      header: text.table.status,
      cell: (row) => (
        <div className="space-y-1">
          <Badge tone={TONES[row.status]}>{text.statusLabels[row.status]}</Badge>
          {row.status === "paid" && row.paidOn ? (
            <p className="text-ink/75">
              {text.table.paid(formatDay(row.paidOn, language), row.reference)}
            </p>
          ) : null}
          {row.status === "declined" && row.declineReason ? (
            <p className="text-ink/75">{text.table.declined(row.declineReason)}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: "actions",
      header: text.table.actions,
      cell: (row) => {
        const amount = formatRupees(row.amount);
        return (
          <div className="flex flex-wrap gap-2">
            {row.status === "requested" ? (
              <Button
                size="sm"
                busy={approve.isPending && approve.variables === row.id}
                aria-label={text.approveFor(row.customerCode, amount)}
                onClick={() => approveRequest(row)}
              >
                {text.approve}
              </Button>
            ) : null}
            {row.status === "approved" ? (
              <Button
                size="sm"
                aria-label={text.markPaidFor(row.customerCode, amount)}
                onClick={(event) => open("pay", row, event.currentTarget)}
              >
                {text.markPaid}
              </Button>
            ) : null}
            {row.status === "requested" || row.status === "approved" ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={text.declineFor(row.customerCode, amount)}
                onClick={(event) => open("decline", row, event.currentTarget)}
              >
                {text.decline}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <Card as="section" padding="sm" aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="rounded-sm text-xl font-bold text-forest focus-ring"
      >
        {text.heading}
      </h2>
      <p className="mt-1 text-ink/80">{text.intro}</p>
      <form
        key={query.status}
        onSubmit={applyFilter}
        aria-label={text.heading}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <Field label={text.filter.label} className="min-w-[11rem]">
          {(control) => (
            <Select
              {...control}
              name={REQUEST_PARAMS.status}
              defaultValue={query.status}
              options={FILTERS.map((value) => ({ value, label: text.filter.statuses[value] }))}
            />
          )}
        </Field>
        <Button type="submit" size="sm" className="mb-0.5">
          {text.filter.apply}
        </Button>
      </form>
      {done ? (
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="error" className="mt-4">
          {failed}
        </Alert>
      ) : null}
      <PagedTable
        className="mt-6"
        list={list}
        loadingText={text.loading}
        failedText={text.failed}
        onPage={(page) => update({ [REQUEST_PARAMS.page]: String(page) })}
        wide
        caption={text.table.caption}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={text.table.empty}
      />
      {action?.kind === "pay" ? (
        <PayRequestDialog
          request={action.request}
          returnFocus={returnTo}
          onClose={() => setAction(null)}
          onDone={(paid) => finish(text.paidDone(formatRupees(paid.amount), paid.customerCode))}
        />
      ) : null}
      {action?.kind === "decline" ? (
        <DeclineRequestDialog
          request={action.request}
          returnFocus={returnTo}
          onClose={() => setAction(null)}
          onDone={(declined) =>
            finish(text.declinedDone(formatRupees(declined.amount), declined.customerCode))
          }
        />
      ) : null}
    </Card>
  );
}
