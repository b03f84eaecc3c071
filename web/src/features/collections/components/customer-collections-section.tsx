import type { CollectionItem } from "@filtercycle/contract/collections/admin-collections";
import { useId } from "react";
import { Link } from "react-router";
import { Card } from "#web/components/ui/card";
import { type Column, Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import type { FormatLocale } from "#web/lib/format";
import { RECENT_COLLECTIONS, useCollectionsText, useCustomerCollectionsText } from "../constants";
import { useCollections } from "../hooks/use-collections";
import { collectionDayIn, collectionFigureColumnsOf } from "./collection-columns";

const columnsOf = (
  COLLECTIONS_TEXT: ReturnType<typeof useCollectionsText>,
  language: FormatLocale,
): Column<CollectionItem>[] => [
  {
    key: "date",
    header: COLLECTIONS_TEXT.columns.date,
    cell: collectionDayIn(COLLECTIONS_TEXT, language),
    rowHeader: true,
    nowrap: true,
  },
  {
    key: "kiosk",
    header: COLLECTIONS_TEXT.columns.kiosk,
    cell: (c) => `${c.kioskLabel} (${c.kioskSerial})`,
  },
  ...collectionFigureColumnsOf(COLLECTIONS_TEXT),
];

/** A customer's latest collections on the customer page, and a link to all of them. */
export function CustomerCollectionsSection({ customerCode }: { customerCode: string }) {
  const T = useCustomerCollectionsText();
  const columns = columnsOf(useCollectionsText(), useAppLanguage());
  const headingId = useId();
  const recent = useCollections({ customerCode, page: 1, pageSize: RECENT_COLLECTIONS });
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {T.heading}
      </h2>
      <Card padding="sm" className="space-y-3">
        {recent.isPending ? (
          <p className="text-ink/75">{T.loading}</p>
        ) : recent.isError ? (
          <p role="alert" className="text-red-800">
            {T.failed} {recent.error.message}
          </p>
        ) : (
          <Table
            caption={T.caption}
            captionHidden
            columns={columns}
            rows={recent.data.items}
            rowKey={(c) => String(c.id)}
            empty={T.empty}
          />
        )}
        <p>
          <Link
            to={`/admin/collections?customer=${encodeURIComponent(customerCode)}`}
            className="rounded text-forest underline focus-ring"
          >
            {T.viewAll}
          </Link>
        </p>
      </Card>
    </section>
  );
}
