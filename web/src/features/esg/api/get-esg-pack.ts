import { customerApiRoutes } from "@filtercycle/contract/api/customer-routes";
import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { staffApiRoutes } from "@filtercycle/contract/api/staff-routes";
import { lastCompleteFinancialYear } from "@filtercycle/contract/esg/esg";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiUrl, callApi } from "#web/lib/api-client";
import { businessToday } from "#web/lib/dashboard-dates";
import { DASHBOARD_QUERY_ROOT, viewedKey, viewedQuery } from "#web/lib/dashboard-query-root";

/** GET /api/esg_pack: the business's ESG pack for a financial year ("2025-26"). */
export function esgPackQueryOptions(year: string, customerId: string | null = null) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "esg", year, ...viewedKey(customerId)],
    queryFn: ({ signal }) =>
      callApi("esgPack", { query: { year, ...viewedQuery(customerId) }, signal }),
  });
}

/** Starts the ESG tab's first answer (the last complete year) while the page loads. */
export function prefetchEsgPack(queryClient: QueryClient, customerId: string | null): void {
  void queryClient.prefetchQuery(
    esgPackQueryOptions(lastCompleteFinancialYear(businessToday()), customerId),
  );
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

/** GET /api/admin/customers/{code}/esg_pack: the console's read of a customer's pack. */
export function adminEsgPackQueryOptions(code: string, year: string) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "admin-esg", code, year],
    queryFn: ({ signal }) => callApi("adminEsgPack", { params: { code }, query: { year }, signal }),
  });
}

/** The console's CSV address for a customer's pack. */
export function adminEsgCsvUrl(code: string, year: string): string {
  const path = staffApiRoutes.adminEsgPackCsv.path.replace(":code", encodeURIComponent(code));
  return `${apiUrl(path)}?${new URLSearchParams({ year })}`;
}
