/**
 * The first element of every Service tab query key: a new request refreshes all of them. The
 * business staff view in the support view is part of each key (a customer's is their own).
 */
export const SERVICE_QUERY_ROOT = "service";

export function viewedKey(customerId: string | null): string[] {
  return customerId ? [customerId] : [];
}

/** `?customerId=FC-…` (staff only; the API answers a customer for their own business). */
export function viewedQuery(customerId: string | null): { customerId?: string } {
  return customerId ? { customerId } : {};
}
