/** Every custody query key starts here: a recorded intake, batch or lot refreshes them all. */
export const CUSTODY_QUERY_ROOT = ["admin", "custody"] as const;
