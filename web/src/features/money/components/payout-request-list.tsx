import type { PayoutRequest } from "@filtercycle/contract/money/money";
import { useId, useState } from "react";
import { Badge } from "#web/components/ui/badge";
import { Pager } from "#web/components/ui/pager";
import { QueryState } from "#web/components/ui/query-state";
import { type Column, Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { type FormatLocale, formatBusinessDate, formatDay, formatRupees } from "#web/lib/format";
import { MONEY_TEXT, REQUEST_STATUS_TONES } from "../constants";
import { usePayoutRequests } from "../hooks/use-money";

type Texts = AppTexts["money"];

/** Paid: the day and reference; declined: staff's reason; and the requester's note. */
function details(request: PayoutRequest, t: Texts, locale: FormatLocale): string {
  const parts = [
    request.status === "paid" && request.paidOn
      ? fill(t["requests.paid"], {
          day: formatDay(request.paidOn, locale),
          reference: request.reference,
        })
      : "",
    request.status === "declined" && request.declineReason
      ? fill(t["requests.declined"], { reason: request.declineReason })
      : "",
    request.note ? fill(t["requests.note"], { note: request.note }) : "",
  ].filter(Boolean);
  // Sentences end as the language ends one (Hindi with a danda): the catalogue's `join`.
  return parts.length > 0
    ? parts.reduce((first, next) => fill(t["requests.join"], { first, next }))
    : MONEY_TEXT.requests.none;
}

/** The requests' columns in the reader's language (issue 29). */
const columnsOf = (
  t: Texts,
  status: AppTexts["dashboard"],
  locale: FormatLocale,
): readonly Column<PayoutRequest>[] => [
  {
    key: "requestedOn",
    header: t["requests.requestedOn"],
    cell: (request) => formatBusinessDate(request.requestedAt, locale),
    rowHeader: true,
    nowrap: true,
  },
  {
    key: "amount",
    header: t["requests.amount"],
    cell: (request) => formatRupees(request.amount),
    align: "end",
    nowrap: true,
  },
  {
    key: "requestedBy",
    header: t["requests.requestedBy"],
    cell: (request) => request.requestedBy,
  },
  {
    key: "status",
    header: t["requests.status"],
    cell: (request) => (
      <Badge tone={REQUEST_STATUS_TONES[request.status]}>
        {status[`payoutStatus.${request.status}`]}
      </Badge>
    ),
  },
  {
    key: "details",
    header: t["requests.details"],
    cell: (request) => details(request, t, locale),
  },
];

/** The business's payout requests with their status, newest first. */
export function PayoutRequestList({ customerId }: { customerId: string | null }) {
  const headingId = useId();
  // Another business's requests (staff's support view) start on their first page.
  const [paging, setPaging] = useState({ customerId, page: 1 });
  const page = paging.customerId === customerId ? paging.page : 1;
  const requests = usePayoutRequests(customerId, page);
  const texts = useAppTexts();
  const t = texts.money;
  const locale = useAppLanguage();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-forest">
        {t["requests.heading"]}
      </h2>
      <QueryState
        query={requests}
        texts={{
          loading: t["requests.loading"],
          loadFailed: t["requests.loadFailed"],
          retry: texts.dashboard.retry,
        }}
        className="mt-3"
      >
        {(answer) =>
          answer.items.length === 0 && answer.page === 1 ? (
            <p className="mt-3 text-ink/75">{t["requests.empty"]}</p>
          ) : (
            <>
              <Table
                caption={t["requests.caption"]}
                captionHidden
                columns={columnsOf(t, texts.dashboard, locale)}
                rows={answer.items}
                rowKey={(request) => String(request.id)}
                wide
                className="mt-4 rounded-2xl border border-forest/10 bg-white p-2 shadow-sm"
              />
              <Pager
                page={answer.page}
                pageSize={answer.pageSize}
                total={answer.total}
                shown={answer.items.length}
                onPage={(next) => setPaging({ customerId, page: next })}
                label={t["requests.pagerLabel"]}
                previousLabel={t["requests.previous"]}
                nextLabel={t["requests.next"]}
                pageText={(current, pages) =>
                  pages === null
                    ? fill(t["requests.page"], { page: current })
                    : fill(t["requests.pageOf"], { page: current, pages })
                }
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
