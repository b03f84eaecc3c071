/** The first part of every customers query key: a change refreshes every list and page. */
export const CUSTOMERS_QUERY_ROOT = ["admin", "customers"] as const;
/** Logins (a customer's and staff's). */
export const LOGINS_QUERY_ROOT = ["admin", "logins"] as const;
