import { customerApiRoutes } from "@filtercycle/contract/api/customer-routes";
import type { DateRange } from "@filtercycle/contract/dates";
import { apiUrl } from "#web/lib/api-client";

/**
 * The statement's download addresses (`/api/statement.csv?startDate=…&endDate=…`, and
 * `customerId` in the support view), from the contract's routes: a plain link downloads them
 * with the session cookie (docs/decisions/0065 "Exports").
 */
export function statementExportUrl(
  format: "csv" | "xlsx",
  range: DateRange,
  customerId: string | null = null,
): string {
  const route = format === "csv" ? customerApiRoutes.statementCsv : customerApiRoutes.statementXlsx;
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  if (customerId) query.set("customerId", customerId);
  return `${apiUrl(route.path)}?${query}`;
}
