import { z } from "./zod.ts";

/**
 * One way to page (issue 30, docs/decisions/0094 amendment "one way to page"): every list that
 * can grow without bound is paged on the server the same way. The query takes `page` (from 1)
 * and `pageSize` (1–200, default 50); the answer is `pageOf(item)`: the page's `items`, the
 * `page` and `pageSize` it answers, and `total`, the filtered list's size (null only where
 * counting it would be too slow: the console's collections past COUNT_CAP). Every paged list
 * is in a fixed order that ends on a unique key (its id), so a page is the same rows whenever
 * it is read again without changes in between. A list adds its own `sort`, `dir` and filters.
 *
 * SPEC.md's calls keep their own shapes (`get_customer_videos` answers `data`, unpaged).
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `page` and `pageSize`: what every paged list's query takes (`.extend(pageQuery)`). */
export const pageQuery = {
  page: z.coerce
    .number({ error: "must be a whole number, 1 or more" })
    .int({ error: "must be a whole number, 1 or more" })
    .min(1, { error: "must be 1 or more" })
    .default(1),
  pageSize: z.coerce
    .number({ error: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int({ error: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .min(1, { error: "must be 1 or more" })
    .max(MAX_PAGE_SIZE, { error: `must be ${MAX_PAGE_SIZE} or less` })
    .default(DEFAULT_PAGE_SIZE),
};

/** A paged list's query with a sort direction, for the console's sortable tables. */
export const pageQuerySchema = z.object({
  ...pageQuery,
  dir: z.enum(["asc", "desc"]).optional(),
});

/** The page a query asks for, as the server reads it. */
export type PageRequest = { page: number; pageSize: number };

/** A page of `item`: the items, and the filtered list's size (null where counting is too slow). */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().nonnegative().nullable(),
  });

/** One page as `pageOf` types it. */
export type Page<Item> = { items: Item[]; page: number; pageSize: number; total: number | null };

/** Rows to skip before `page` (SQL `offset`). */
export const offsetOf = ({ page, pageSize }: PageRequest): number => (page - 1) * pageSize;

/**
 * The page after `page`, or undefined on the last one: by `total` when it is known, else a full
 * page may have more behind it. For a "Load more" list (TanStack's `getNextPageParam`).
 */
export function nextPageOf(page: Page<unknown>): number | undefined {
  const more =
    page.total === null
      ? page.items.length === page.pageSize
      : page.page * page.pageSize < page.total;
  return more ? page.page + 1 : undefined;
}
