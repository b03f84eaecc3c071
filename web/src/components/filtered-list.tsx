import type { ComponentProps, FormEvent, ReactNode } from "react";
import { PagedTable } from "./paged-table";
import { Card } from "./ui/card";

/**
 * A console list over all customers with its filters above it (the audit log, the payouts):
 * the filter form (fields named as the URL's parameters, see `useListSearch`; a new `filtersKey`
 * per URL so the uncontrolled fields show the filters in force), then the paged table. The
 * section is named by the table's caption.
 */
export function FilteredList<Row>({
  filtersLabel,
  filtersKey,
  onFilter,
  filters,
  ...table
}: {
  filtersLabel: string;
  filtersKey: string;
  onFilter: (event: FormEvent<HTMLFormElement>) => void;
  filters: ReactNode;
  caption: string;
} & Omit<ComponentProps<typeof PagedTable<Row>>, "className" | "wide">) {
  return (
    <Card as="section" padding="sm" aria-label={table.caption}>
      <form
        key={filtersKey}
        onSubmit={onFilter}
        aria-label={filtersLabel}
        className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] items-end gap-3"
      >
        {filters}
      </form>
      <PagedTable className="mt-6" wide {...table} />
    </Card>
  );
}
