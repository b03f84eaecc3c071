/**
 * The first element of every dashboard query key: the factories in this folder build their keys
 * on it, and nothing else writes a dashboard key.
 */
export const DASHBOARD_QUERY_ROOT = "dashboard";

/** The part of a key that names the business in staff's support view (nothing for a customer). */
export function viewedKey(customerId: string | null): string[] {
  return customerId ? [customerId] : [];
}

/** The query parameter that names it (staff only; the API answers a customer for their own). */
export function viewedQuery(customerId: string | null): { customerId?: string } {
  return customerId ? { customerId } : {};
}
