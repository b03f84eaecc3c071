import { customerApiRoutes } from "@filtercycle/contract/api/customer-routes";
import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { apiUrl, callApi } from "#web/lib/api-client";
import { DASHBOARD_QUERY_ROOT, viewedKey, viewedQuery } from "./query-root";

/** GET /api/esg_pack: the business's ESG pack for a financial year ("2025-26"). */
export function esgPackQueryOptions(year: string, customerId: string | null = null) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "esg", year, ...viewedKey(customerId)],
    queryFn: ({ signal }) =>
      callApi("esgPack", { query: { year, ...viewedQuery(customerId) }, signal }),
  });
}

/** PUT /api/esg_pack/category (owner): the BRSR category the business files butts under. */
export function saveEsgCategory(body: BodyOf<"esgCategory">) {
  return callApi("esgCategory", { body });
}

/** The CSV's address (a plain link: the browser downloads it with the session cookie). */
export function esgCsvUrl(year: string, customerId: string | null): string {
  const query = new URLSearchParams({ year, ...viewedQuery(customerId) });
  return `${apiUrl(customerApiRoutes.esgPackCsv.path)}?${query}`;
}
