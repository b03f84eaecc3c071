/**
 * The first element of every dashboard query key: the factories in this folder build their keys
 * on it, and nothing else writes a dashboard key.
 */
export const DASHBOARD_QUERY_ROOT = "dashboard";
