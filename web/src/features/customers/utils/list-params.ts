import {
  CUSTOMER_ACTIVE_FILTERS,
  CUSTOMER_SORTS,
  type CustomerActiveFilter,
  type CustomerSort,
} from "@filtercycle/contract/customers/customer-rules";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@filtercycle/contract/paging";
import { API_BASE } from "#web/lib/api-client";

/** The list's state, all of it in the URL's search params (so a link or reload keeps it). */
export type CustomerListParams = {
  page: number;
  pageSize: number;
  q?: string;
  sort?: CustomerSort;
  dir?: "asc" | "desc";
  active: CustomerActiveFilter;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** Reads the list's state from the URL; anything unknown falls back to the default. */
export function listParamsOf(search: URLSearchParams): CustomerListParams {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  const pageSize = Number.parseInt(search.get("pageSize") ?? "", 10);
  const q = search.get("q")?.trim();
  const sort = oneOf(CUSTOMER_SORTS, search.get("sort"));
  const dir = oneOf(["asc", "desc"] as const, search.get("dir"));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
    ...(sort && dir ? { dir } : {}),
    active: oneOf(CUSTOMER_ACTIVE_FILTERS, search.get("active")) ?? "all",
  };
}

/** The URL search params of a state: defaults are left out, so the plain list has a plain URL. */
export function searchOf(params: CustomerListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.active !== "all") search.set("active", params.active);
  if (params.sort) search.set("sort", params.sort);
  if (params.sort && params.dir) search.set("dir", params.dir);
  if (params.page !== 1) search.set("page", String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set("pageSize", String(params.pageSize));
  return search;
}

/** The CSV export of the same filtered, sorted list (every row, no paging). */
export function csvHref(params: CustomerListParams): string {
  const search = searchOf({ ...params, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = search.toString();
  return `${API_BASE}/admin/customers.csv${query ? `?${query}` : ""}`;
}
