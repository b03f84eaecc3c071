import type { CollectionItem } from "@filtercycle/contract/collections/admin-collections";
import { Badge } from "#web/components/ui/badge";
import type { Column } from "#web/components/ui/table";
import type { FormatLocale } from "#web/lib/format";
import { formatDay, formatKg, formatNumber, formatRupees } from "#web/lib/format";
import type { COLLECTIONS_TEXT } from "../constants";

type Texts = typeof COLLECTIONS_TEXT;

/** A collection's day, with its visit when the kiosk was emptied more than once that day. */
export const collectionDayIn = (T: Texts, language: FormatLocale) => (c: CollectionItem) =>
  c.visit > 1 ? T.dayVisit(formatDay(c.date, language), c.visit) : formatDay(c.date, language);

/** A collection's figures, as every collections table shows them: butts (estimated?), kg, credit. */
export const collectionFigureColumnsOf = (T: Texts): Column<CollectionItem>[] => [
  {
    key: "butts",
    header: T.columns.butts,
    align: "end",
    cell: (c) => (
      <span className="inline-flex items-center gap-2">
        {formatNumber(c.buttsNumber)}
        {c.estimated ? <Badge tone="warning">{T.estimated}</Badge> : null}
      </span>
    ),
  },
  { key: "kg", header: T.columns.kg, align: "end", cell: (c) => formatKg(c.buttsKg) },
  { key: "credit", header: T.columns.credit, align: "end", cell: (c) => formatRupees(c.credit) },
];
