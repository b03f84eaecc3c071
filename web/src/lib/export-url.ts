import { customerApiRoutes } from "@filtercycle/contract/api/customer-routes";
import type { DateRange } from "@filtercycle/contract/dates";
import { apiUrl } from "#web/lib/api-client";

type ExportRoute =
  | "kioskBreakdownCsv"
  | "kioskBreakdownXlsx"
  | "collectionLogCsv"
  | "collectionLogXlsx";

/**
 * The address of an export (a plain link: the browser downloads it with the session cookie),
 * from the contract's route path: `/api/kiosk_breakdown.csv?startDate=…&endDate=…`, with
 * `customerId` in staff's support view.
 */
export function exportUrl(name: ExportRoute, range: DateRange, customerId: string | null): string {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  if (customerId) query.set("customerId", customerId);
  return `${apiUrl(customerApiRoutes[name].path)}?${query}`;
}
