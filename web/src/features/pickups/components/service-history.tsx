import { MISS_REASON_LABELS } from "@filtercycle/contract/pickups/pickup-rules";
import type { CustomerPickups, Pickup } from "@filtercycle/contract/pickups/pickups";
import { useId } from "react";
import { Badge } from "#web/components/ui/badge";
import { Pager } from "#web/components/ui/pager";
import { type Column, Table } from "#web/components/ui/table";
import { formatDay, formatKg } from "#web/lib/format";
import { PICKUP_STATUS_LABELS, SERVICE_TEXT } from "../service-constants";
import { PickupPhoto } from "./pickup-photo";

const TEXT = SERVICE_TEXT.history;

/** "Site closed. New date: 26 Nov 2026"; for "other", the collector's note instead of the label. */
function missText(pickup: Pickup): string {
  if (pickup.status !== "missed") return TEXT.none;
  const reason =
    pickup.missReason === "other" && pickup.missNote
      ? pickup.missNote
      : pickup.missReason
        ? MISS_REASON_LABELS[pickup.missReason]
        : "";
  const newDate = pickup.newDate ? TEXT.newDate(formatDay(pickup.newDate)) : "";
  return [reason, newDate].filter(Boolean).join(". ") || TEXT.none;
}

const COLUMNS: readonly Column<Pickup>[] = [
  {
    key: "date",
    header: TEXT.columns.date,
    cell: (pickup) => formatDay(pickup.date),
    rowHeader: true,
    nowrap: true,
  },
  { key: "kiosk", header: TEXT.columns.kiosk, cell: (pickup) => pickup.kioskLabel },
  {
    key: "kg",
    header: TEXT.columns.kg,
    cell: (pickup) => (pickup.buttsKg === null ? TEXT.none : formatKg(pickup.buttsKg)),
    align: "end",
  },
  {
    key: "status",
    header: TEXT.columns.status,
    cell: (pickup) => (
      <Badge tone={pickup.status === "missed" ? "warning" : "success"}>
        {PICKUP_STATUS_LABELS[pickup.status]}
      </Badge>
    ),
  },
  { key: "reason", header: TEXT.columns.reason, cell: missText },
  {
    key: "photo",
    header: TEXT.columns.photo,
    cell: (pickup) =>
      pickup.photoUrl ? <PickupPhoto pickup={pickup} url={pickup.photoUrl} /> : TEXT.none,
  },
];

/** The business's done and missed pickups, newest first, a page at a time. */
export function ServiceHistory({
  history,
  busy,
  onPage,
}: {
  history: CustomerPickups["history"];
  /** Another page is loading (the current one stays on screen meanwhile). */
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="text-2xl font-bold text-forest">
        {TEXT.heading}
      </h2>
      {history.items.length === 0 && history.page === 1 ? (
        <p className="mt-3 text-ink/75">{TEXT.empty}</p>
      ) : (
        <>
          <Table
            caption={TEXT.caption}
            captionHidden
            columns={COLUMNS}
            rows={history.items}
            rowKey={(pickup) => pickup.id}
            wide
            className="mt-4 rounded-2xl border border-forest/10 bg-white p-2 shadow-sm"
          />
          <Pager
            page={history.page}
            pageSize={history.pageSize}
            total={history.total}
            shown={history.items.length}
            onPage={onPage}
            label={TEXT.pagerLabel}
          />
        </>
      )}
    </section>
  );
}
