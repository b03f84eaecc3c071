/**
 * The first element of every money query key: a new payout request refreshes the balance, the
 * statement and the requests at once. The business staff view in the support view is part of
 * each key (a customer's is their own).
 */
export const MONEY_QUERY_ROOT = "money";

export function viewedKey(customerId: string | null): string[] {
  return customerId ? [customerId] : [];
}

/** `?customerId=FC-…` (staff only; the API answers a customer for their own business). */
export function viewedQuery(customerId: string | null): { customerId?: string } {
  return customerId ? { customerId } : {};
}
