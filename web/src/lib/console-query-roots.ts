/** Every console collections query key starts with this: a change refreshes every list. */
export const COLLECTIONS_QUERY_ROOT = ["admin", "collections"] as const;

/** Every console kiosk list's key starts with this (their collection counts). */
export const KIOSKS_QUERY_ROOT = ["admin", "kiosks"] as const;
