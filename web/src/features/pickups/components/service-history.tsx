import type { CustomerPickups, Pickup } from "@filtercycle/contract/pickups/pickups";
import { useId } from "react";
import { Badge } from "#web/components/ui/badge";
import { Pager } from "#web/components/ui/pager";
import { type Column, Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { type FormatLocale, formatDay, formatKg } from "#web/lib/format";
import { SERVICE_TEXT } from "../service-constants";
import { PickupPhoto } from "./pickup-photo";

const NONE = SERVICE_TEXT.history.none;
type Texts = AppTexts["service"];

/** "Site closed. New date: 26 Nov 2026"; for "other", the collector's note instead of the label. */
function missText(pickup: Pickup, t: Texts, locale: FormatLocale): string {
  if (pickup.status !== "missed") return NONE;
  const reason =
    pickup.missReason === "other" && pickup.missNote
      ? pickup.missNote
      : pickup.missReason
        ? t[`missReason.${pickup.missReason}`]
        : "";
  if (!pickup.newDate) return reason || NONE;
  const day = formatDay(pickup.newDate, locale);
  // Two sentences, ended as the language ends one (Hindi with a danda).
  return reason
    ? fill(t["history.reasonNewDate"], { reason, day })
    : fill(t["history.newDate"], { day });
}

/** The history's columns in the reader's language (issue 29). */
const columnsOf = (t: Texts, locale: FormatLocale): readonly Column<Pickup>[] => [
  {
    key: "date",
    header: t["history.date"],
    cell: (pickup) => formatDay(pickup.date, locale),
    rowHeader: true,
    nowrap: true,
  },
  { key: "kiosk", header: t["history.kiosk"], cell: (pickup) => pickup.kioskLabel },
  {
    key: "kg",
    header: t["history.kg"],
    cell: (pickup) => (pickup.buttsKg === null ? NONE : formatKg(pickup.buttsKg)),
    align: "end",
  },
  {
    key: "status",
    header: t["history.status"],
    cell: (pickup) => (
      <Badge tone={pickup.status === "missed" ? "warning" : "success"}>
        {t[`status.${pickup.status}`]}
      </Badge>
    ),
  },
  { key: "reason", header: t["history.reason"], cell: (pickup) => missText(pickup, t, locale) },
  {
    key: "photo",
    header: t["history.photo"],
    cell: (pickup) =>
      pickup.photoUrl ? (
        <PickupPhoto pickup={pickup} url={pickup.photoUrl} thumbnailUrl={pickup.thumbnailUrl} />
      ) : (
        NONE
      ),
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
  const t = useAppTexts().service;
  const locale = useAppLanguage();
  return (
    <section aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="text-2xl font-bold text-forest">
        {t["history.heading"]}
      </h2>
      {history.items.length === 0 && history.page === 1 ? (
        <p className="mt-3 text-ink/75">{t["history.empty"]}</p>
      ) : (
        <>
          <Table
            caption={t["history.caption"]}
            captionHidden
            columns={columnsOf(t, locale)}
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
            label={t["history.pagerLabel"]}
            previousLabel={t["history.previous"]}
            nextLabel={t["history.next"]}
            pageText={(current, pages) =>
              pages === null
                ? fill(t["history.page"], { page: current })
                : fill(t["history.pageOf"], { page: current, pages })
            }
          />
        </>
      )}
    </section>
  );
}
