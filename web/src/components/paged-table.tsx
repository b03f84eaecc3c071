import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { Alert } from "./ui/alert";
import { Pager } from "./ui/pager";
import { Table } from "./ui/table";

/** One page of a server-paged list (`pageOf` in the contract). */
type Page<Row> = { items: Row[]; page: number; pageSize: number; total: number | null };

/**
 * A console list's results: "Loading…" until the first page arrives, the failure with the
 * server's message, else the table and its Pager. Busy (aria-busy) while another page loads;
 * the previous page stays on screen meanwhile (the query keeps its placeholder data).
 */
export function PagedTable<Row>({
  list,
  loadingText,
  failedText,
  onPage,
  className,
  ...table
}: {
  list: UseQueryResult<Page<Row>>;
  loadingText: string;
  /** Shown before the server's message. */
  failedText: string;
  onPage: (page: number) => void;
  className?: string;
} & Omit<ComponentProps<typeof Table<Row>>, "rows" | "className">) {
  return (
    <div className={className} aria-busy={list.isFetching}>
      {list.isPending ? (
        <p className="text-ink/75">{loadingText}</p>
      ) : list.isError ? (
        <Alert tone="error">
          {failedText} {list.error.message}
        </Alert>
      ) : (
        <>
          <Table {...table} rows={list.data.items} />
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            shown={list.data.items.length}
            onPage={onPage}
          />
        </>
      )}
    </div>
  );
}
