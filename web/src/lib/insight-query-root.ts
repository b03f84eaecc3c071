/**
 * The first element of every insight query key: a problem report refreshes all of them. The
 * business staff view in the support view is part of each key (a customer's is their own).
 */
export const INSIGHT_QUERY_ROOT = "insight";

export function viewedKey(customerId: string | null): string[] {
  return customerId ? [customerId] : [];
}

/** `?customerId=FC-…` (staff only; the API answers a customer for their own business). */
export function viewedQuery(customerId: string | null): { customerId?: string } {
  return customerId ? { customerId } : {};
}
