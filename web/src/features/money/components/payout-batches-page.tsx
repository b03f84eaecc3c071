import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import type {
  AdminPayoutRequest,
  PayoutBatch,
  PayoutBatchItem,
  PayoutBatchItemState,
  PayoutBatchSummary,
} from "@filtercycle/contract/money/money";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { PagedTable } from "#web/components/paged-table";
import { Alert } from "#web/components/ui/alert";
import { Badge, type BadgeTone } from "#web/components/ui/badge";
import { Button, ButtonLink, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { DateField } from "#web/components/ui/form-fields";
import { PageHeader } from "#web/components/ui/page-header";
import { type Column, Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { formatBusinessDateTime, formatDay, formatRupees } from "#web/lib/format";
import { payoutBatchFileHref } from "../api/payout-batches";
import {
  usePayoutBatch,
  usePayoutBatchActions,
  usePayoutBatches,
} from "../hooks/use-payout-batches";
import { useAdminPayoutRequests } from "../hooks/use-payout-requests";
import { useBatchesText } from "../payouts-constants";

const STATE_TONES: Record<PayoutBatchItemState, BadgeTone> = {
  pending: "neutral",
  paid: "success",
  blocked: "danger",
  cancelled: "warning",
};
const STATUS_TONES: Record<PayoutBatchSummary["status"], BadgeTone> = {
  open: "neutral",
  paid: "success",
  cancelled: "warning",
};

/** The batch shown (`?batch=`) and the list's page (`?page=`) come from the URL. */
function numberParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * /admin/payouts/batches: make a batch (of approved requests, or of every balance above the
 * threshold), open one to download its two files, mark it paid or cancel it.
 */
export function PayoutBatchesPage() {
  const text = useBatchesText();
  const language = useAppLanguage();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const batchId = numberParam(params, "batch");
  const page = numberParam(params, "page") ?? 1;
  const list = usePayoutBatches(page);
  const [done, setDone] = useState<string | null>(null);
  const show = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { preventScrollReset: true });
  };

  const columns: Column<PayoutBatchSummary>[] = [
    {
      key: "batch",
      header: text.list.batch,
      rowHeader: true,
      nowrap: true,
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={text.list.open(row.id)}
          onClick={() => {
            setDone(null);
            show({ batch: String(row.id) });
          }}
        >
          {text.detail.heading(row.id)}
        </Button>
      ),
    },
    {
      key: "made",
      header: text.list.made,
      cell: (row) => `${formatBusinessDateTime(row.createdAt, language)}, ${row.createdBy}`,
    },
    { key: "source", header: text.list.source, cell: (row) => text.list.sources[row.source] },
    {
      key: "status",
      header: text.list.status,
      cell: (row) => (
        <Badge tone={STATUS_TONES[row.status]}>{text.list.statuses[row.status]}</Badge>
      ),
    },
    {
      key: "total",
      header: text.list.total,
      align: "end",
      nowrap: true,
      cell: (row) => formatRupees(row.total),
    },
    {
      key: "lines",
      header: text.list.lines,
      cell: (row) => text.list.counts(row.payable, row.blocked),
    },
  ];

  return (
    <div className="space-y-8">
      <PageHeader
        heading={text.heading}
        headingId={headingId}
        intro={text.intro}
        actions={
          <ButtonLink to="/admin/payouts" variant="secondary">
            {text.back}
          </ButtonLink>
        }
      />
      {done ? <Alert tone="success">{done}</Alert> : null}
      {batchId !== null ? (
        <BatchDetail
          id={batchId}
          onDone={setDone}
          onClose={() => {
            setDone(null);
            show({ batch: null });
          }}
        />
      ) : null}
      <MakeBatch
        onMade={(batch) => {
          setDone(text.detail.made(batch.id));
          show({ batch: String(batch.id), page: null });
        }}
      />
      <Card as="section" padding="sm" aria-label={text.list.caption}>
        <PagedTable
          list={list}
          loadingText={text.loading}
          failedText={text.failed}
          onPage={(next) => show({ page: String(next) })}
          caption={text.list.caption}
          columns={columns}
          rowKey={(row) => String(row.id)}
          empty={text.list.empty}
        />
      </Card>
    </div>
  );
}

/** "Make a batch": the approved requests to choose from, or every balance above the threshold. */
function MakeBatch({ onMade }: { onMade: (batch: PayoutBatch) => void }) {
  const text = useBatchesText();
  const headingId = useId();
  const approved = useAdminPayoutRequests({ status: "approved", page: 1, pageSize: 200 });
  const { create } = usePayoutBatchActions();
  const [failed, setFailed] = useState<string | null>(null);
  const make = (body: Parameters<typeof create.mutate>[0]) => {
    setFailed(null);
    create.mutate(body, { onSuccess: onMade, onError: (error) => setFailed(error.message) });
  };
  const fromRequests = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const requestIds = new FormData(event.currentTarget).getAll("request").map(Number);
    if (requestIds.length === 0) {
      setFailed(text.make.chooseOne);
      return;
    }
    make({ source: "requests", requestIds });
  };
  // A request already waiting in an open batch is paid by that batch: it is not offered again.
  const requests: AdminPayoutRequest[] = (approved.data?.items ?? []).filter(
    (request) => request.waitsInBatch == null,
  );

  return (
    <Card as="section" padding="sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {text.make.heading}
      </h2>
      {failed ? (
        <Alert tone="error" className="mt-3">
          {failed}
        </Alert>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form onSubmit={fromRequests} aria-label={text.make.requests}>
          <fieldset>
            <legend className="font-semibold text-forest">{text.make.requests}</legend>
            <p className="mt-1 text-sm text-ink/75">{text.make.requestsHint}</p>
            {approved.isPending ? (
              <p className="mt-2 text-ink/75">{text.loading}</p>
            ) : requests.length === 0 ? (
              <p className="mt-2 text-ink/80">{text.make.noApproved}</p>
            ) : (
              <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
                {requests.map((request) => (
                  <li key={request.id}>
                    <label className="flex items-start gap-2">
                      <input
                        type="checkbox"
                        name="request"
                        value={request.id}
                        defaultChecked
                        className="mt-1 size-4 accent-forest"
                      />
                      <span className="min-w-0 break-words">
                        {text.make.pick(
                          request.customerCode,
                          request.customerName,
                          formatRupees(request.amount),
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <Button
            type="submit"
            className="mt-3"
            disabled={requests.length === 0}
            busy={create.isPending && create.variables?.source === "requests"}
            busyLabel={text.make.busy}
          >
            {text.make.makeFromRequests}
          </Button>
        </form>
        <div>
          <h3 className="font-semibold text-forest">{text.make.threshold}</h3>
          <p className="mt-1 text-sm text-ink/75">{text.make.thresholdHint}</p>
          <Button
            className="mt-3"
            variant="secondary"
            busy={create.isPending && create.variables?.source === "threshold"}
            busyLabel={text.make.busy}
            onClick={() => make({ source: "threshold" })}
          >
            {text.make.makeFromThreshold}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** One batch: its lines, its two files, Mark paid (with the day) and Cancel. */
function BatchDetail({
  id,
  onDone,
  onClose,
}: {
  id: number;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const text = useBatchesText();
  const language = useAppLanguage();
  const headingId = useId();
  const nothingId = useId();
  const batch = usePayoutBatch(id);
  const { pay, cancel } = usePayoutBatchActions();
  const [failed, setFailed] = useState<string | null>(null);
  const d = text.detail;

  const columns: Column<PayoutBatchItem>[] = [
    {
      key: "customer",
      header: d.customer,
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="font-medium">{row.customerCode}</span> {row.customerName}
        </>
      ),
    },
    {
      key: "amount",
      header: d.amount,
      align: "end",
      nowrap: true,
      cell: (row) => formatRupees(row.amount),
    },
    {
      key: "payTo",
      header: d.payTo,
      cell: (row) =>
        row.channel === "bank"
          ? d.bank(row.beneficiaryName, row.bankAccount, row.ifsc)
          : row.channel === "upi"
            ? d.upi(row.beneficiaryName, row.upiId)
            : "",
    },
    { key: "reference", header: d.reference, nowrap: true, cell: (row) => row.reference },
    {
      key: "state",
      header: d.state,
      cell: (row) => (
        <div className="space-y-1">
          <Badge tone={STATE_TONES[row.state]}>{d.states[row.state]}</Badge>
          {row.blockedReason ? <p className="text-ink/75">{row.blockedReason}</p> : null}
        </div>
      ),
    },
  ];

  const markPaid = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(null);
    const date = String(new FormData(event.currentTarget).get("date") ?? "");
    pay.mutate(
      { id, date },
      { onSuccess: () => onDone(d.markedPaid(id)), onError: (error) => setFailed(error.message) },
    );
  };

  return (
    <Card as="section" padding="sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {d.heading(id)}
        </h2>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {d.close}
        </Button>
      </div>
      {failed ? (
        <Alert tone="error" className="mt-3">
          {failed}
        </Alert>
      ) : null}
      {batch.isPending ? (
        <p className="mt-3 text-ink/75">{text.loading}</p>
      ) : batch.isError ? (
        <Alert tone="error" className="mt-3">
          {batch.error.message}
        </Alert>
      ) : (
        <>
          <p className="mt-2 text-ink/85">
            <Badge tone={STATUS_TONES[batch.data.status]}>
              {text.list.statuses[batch.data.status]}
            </Badge>{" "}
            {d.summary(formatRupees(batch.data.total), batch.data.payable, batch.data.blocked)}{" "}
            {batch.data.paidOn && batch.data.paidBy
              ? d.paid(formatDay(batch.data.paidOn, language), batch.data.paidBy)
              : null}
          </p>
          {batch.data.status !== "cancelled" ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={payoutBatchFileHref(id, "bank")}
                download
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                {d.bankFile}
              </a>
              <a
                href={payoutBatchFileHref(id, "upi")}
                download
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                {d.upiFile}
              </a>
            </div>
          ) : null}
          <Table
            className="mt-4"
            caption={d.caption}
            columns={columns}
            rows={batch.data.items}
            rowKey={(row) => String(row.id)}
            empty={text.list.empty}
            wide
          />
          {batch.data.status === "open" ? (
            <div className="mt-4 flex flex-wrap items-end gap-3">
              <form onSubmit={markPaid} className="flex flex-wrap items-end gap-3">
                <DateField
                  label={d.payDate}
                  name="date"
                  required
                  defaultValue={todayIn(BUSINESS_TIME_ZONE)}
                />
                <Button
                  type="submit"
                  busy={pay.isPending}
                  busyLabel={d.paying}
                  className="mb-0.5"
                  // Every line blocked: there is nothing to mark paid, only to cancel.
                  disabled={batch.data.payable === 0}
                  aria-describedby={batch.data.payable === 0 ? nothingId : undefined}
                >
                  {d.markPaid}
                </Button>
                {batch.data.payable === 0 ? (
                  <p id={nothingId} className="mb-1 w-full text-sm text-ink/80">
                    {d.nothingToPay}
                  </p>
                ) : null}
              </form>
              <Button
                variant="secondary"
                className="mb-0.5"
                busy={cancel.isPending}
                busyLabel={d.cancelling}
                onClick={() => {
                  setFailed(null);
                  cancel.mutate(id, {
                    onSuccess: () => onDone(d.cancelled(id)),
                    onError: (error) => setFailed(error.message),
                  });
                }}
              >
                {d.cancel}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
