import { z } from "./zod.ts";

/**
 * The console's lists are paged on the server, one shape for all of them: `page` (from 1) and
 * `pageSize` in the query, the page's `items` with the filtered list's `total` in the answer.
 * A list adds its own `sort` (an enum of its columns), `dir` and filters.
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: "must be 1 or more" }).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { error: "must be 1 or more" })
    .max(200, { error: "must be 200 or less" })
    .default(DEFAULT_PAGE_SIZE),
  dir: z.enum(["asc", "desc"]).optional(),
});

/** A page of `item`: the items, and the filtered list's size (null where counting is too slow). */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().nonnegative().nullable(),
  });
