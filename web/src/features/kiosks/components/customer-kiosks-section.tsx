import type { Kiosk } from "@filtercycle/contract/kiosks/kiosks";
import { type ReactNode, useId, useState } from "react";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { type Column, Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { useCustomerKiosks } from "#web/lib/customer-kiosks-query";
import { formatDay, formatNumber } from "#web/lib/format";
import { useKiosksText } from "../console-words";
import { KioskFormDialog, RemoveKioskDialog } from "./kiosk-dialogs";

type Dialogs = { kind: "add" } | { kind: "edit" | "remove"; kiosk: Kiosk } | null;

/**
 * A customer's kiosks on the customer page: list, add, edit, mark removed. `kioskActions` adds
 * another feature's actions to a row (the route module composes them, e.g. the pickup schedule).
 */
export function CustomerKiosksSection({
  customerCode,
  kioskActions,
}: {
  customerCode: string;
  kioskActions?: (kiosk: Kiosk) => ReactNode;
}) {
  const T = useKiosksText();
  const language = useAppLanguage();
  const headingId = useId();
  const kiosks = useCustomerKiosks(customerCode);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const close = () => setDialog(null);

  const columns: Column<Kiosk>[] = [
    { key: "label", header: T.columns.label, cell: (k) => k.label, rowHeader: true },
    { key: "serial", header: T.columns.serial, cell: (k) => k.serial, nowrap: true },
    { key: "location", header: T.columns.location, cell: (k) => k.location },
    {
      key: "installed",
      header: T.columns.installed,
      cell: (k) => formatDay(k.installedOn, language),
      nowrap: true,
    },
    {
      key: "status",
      header: T.columns.status,
      cell: (k) =>
        k.removedOn ? (
          <Badge tone="neutral">{T.removed(formatDay(k.removedOn, language))}</Badge>
        ) : (
          <Badge tone="success">{T.inService}</Badge>
        ),
    },
    {
      key: "collections",
      header: T.columns.collections,
      align: "end",
      cell: (k) => formatNumber(k.collections),
    },
    {
      key: "capacity",
      header: T.columns.capacity,
      cell: (k) => T.capacityValue(formatNumber(k.capacityKg, 1, language), k.modelName),
    },
    {
      key: "fill",
      header: T.columns.fill,
      align: "end",
      nowrap: true,
      cell: (k) =>
        k.forecast
          ? T.fillValue(
              formatNumber(k.forecast.fillKg, 1, language),
              String(Math.round(k.forecast.fillPercent)),
            )
          : "—",
    },
    {
      key: "fullOn",
      header: T.columns.fullOn,
      cell: (k) =>
        k.forecast ? (
          <span className="flex flex-col">
            <span className="whitespace-nowrap">
              {k.forecast.fullOn ? formatDay(k.forecast.fullOn, language) : "—"}
            </span>
            <span className="text-xs text-ink/70">{T.basis[k.forecast.basis]}</span>
          </span>
        ) : (
          "—"
        ),
    },
    {
      key: "actions",
      header: T.columns.actions,
      cell: (k) => (
        <span className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={T.editLabel(k.label)}
            onClick={() => setDialog({ kind: "edit", kiosk: k })}
          >
            {T.edit}
          </Button>
          {k.removedOn === null ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.removeLabel(k.label)}
              onClick={() => setDialog({ kind: "remove", kiosk: k })}
            >
              {T.markRemoved}
            </Button>
          ) : null}
          {kioskActions?.(k)}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {T.heading}
        </h2>
        <Button size="sm" onClick={() => setDialog({ kind: "add" })}>
          {T.add}
        </Button>
      </div>
      {kiosks.isPending ? (
        <p className="text-ink/75">{T.loading}</p>
      ) : kiosks.isError ? (
        <p role="alert" className="text-red-800">
          {T.loadFailed} {kiosks.error.message}
        </p>
      ) : (
        <Card padding="sm">
          <Table
            wide
            caption={T.caption}
            captionHidden
            columns={columns}
            rows={kiosks.data.items}
            rowKey={(k) => k.id}
            empty={T.empty}
          />
        </Card>
      )}
      {dialog?.kind === "add" ? (
        <KioskFormDialog customerCode={customerCode} onClose={close} />
      ) : null}
      {dialog?.kind === "edit" ? (
        <KioskFormDialog customerCode={customerCode} kiosk={dialog.kiosk} onClose={close} />
      ) : null}
      {dialog?.kind === "remove" ? (
        <RemoveKioskDialog customerCode={customerCode} kiosk={dialog.kiosk} onClose={close} />
      ) : null}
    </section>
  );
}
