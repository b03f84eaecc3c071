import {
  PAYOUT_REQUEST_STATUS_LABELS,
  type PayoutRequest,
} from "@filtercycle/contract/money/money";
import { useId } from "react";
import { Badge } from "#web/components/ui/badge";
import { QueryState } from "#web/components/ui/query-state";
import { type Column, Table } from "#web/components/ui/table";
import { formatBusinessDate, formatDay, formatRupees } from "#web/lib/format";
import { MONEY_TEXT, REQUEST_STATUS_TONES } from "../constants";
import { usePayoutRequests } from "../hooks/use-money";

const TEXT = MONEY_TEXT.requests;

/** Paid: the day and reference; declined: staff's reason; and the requester's note. */
function details(request: PayoutRequest): string {
  const parts = [
    request.status === "paid" && request.paidOn
      ? TEXT.paid(formatDay(request.paidOn), request.reference)
      : "",
    request.status === "declined" && request.declineReason
      ? TEXT.declined(request.declineReason)
      : "",
    request.note ? TEXT.note(request.note) : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(". ") : TEXT.none;
}

const COLUMNS: readonly Column<PayoutRequest>[] = [
  {
    key: "requestedOn",
    header: TEXT.columns.requestedOn,
    cell: (request) => formatBusinessDate(request.requestedAt),
    rowHeader: true,
    nowrap: true,
  },
  {
    key: "amount",
    header: TEXT.columns.amount,
    cell: (request) => formatRupees(request.amount),
    align: "end",
    nowrap: true,
  },
  { key: "requestedBy", header: TEXT.columns.requestedBy, cell: (request) => request.requestedBy },
  {
    key: "status",
    header: TEXT.columns.status,
    cell: (request) => (
      <Badge tone={REQUEST_STATUS_TONES[request.status]}>
        {PAYOUT_REQUEST_STATUS_LABELS[request.status]}
      </Badge>
    ),
  },
  { key: "details", header: TEXT.columns.details, cell: details },
];

/** The business's payout requests with their status, newest first. */
export function PayoutRequestList({ customerId }: { customerId: string | null }) {
  const headingId = useId();
  const requests = usePayoutRequests(customerId);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-forest">
        {TEXT.heading}
      </h2>
      <QueryState query={requests} texts={{ ...TEXT, retry: MONEY_TEXT.retry }} className="mt-3">
        {({ items }) =>
          items.length === 0 ? (
            <p className="mt-3 text-ink/75">{TEXT.empty}</p>
          ) : (
            <Table
              caption={TEXT.caption}
              captionHidden
              columns={COLUMNS}
              rows={items}
              rowKey={(request) => String(request.id)}
              wide
              className="mt-4 rounded-2xl border border-forest/10 bg-white p-2 shadow-sm"
            />
          )
        }
      </QueryState>
    </section>
  );
}
