import { inboxQueryOptions } from "../features/admin/api/get-inbox";
import { AdminPage } from "../features/admin/components/admin-page";
import { ADMIN_TEXT } from "../features/admin/constants";
import { AccessDenied } from "../features/auth/components/access-denied";
import { useSessionRole } from "../hooks/use-session-role";
import { pageMeta } from "../lib/page-meta";
import { sessionQueryClient } from "../lib/query-client";
import { getRole } from "../lib/session-storage";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => pageMeta(ADMIN_TEXT.title);

/** Starts the inbox's first page while the layout checks the session (staff only). */
export function clientLoader() {
  if (getRole() === "admin")
    void sessionQueryClient().prefetchInfiniteQuery(inboxQueryOptions("open"));
  return null;
}

/**
 * The admin console is for staff: anyone else signed in (a stored role other than "admin", or
 * none) gets the 403 page instead of a screen whose calls the server refuses
 * (docs/decisions/0010-web-session-state.md).
 */
export default function AdminRoute() {
  const role = useSessionRole();
  if (role === undefined) return null;
  return role === "admin" ? <AdminPage /> : <AccessDenied />;
}
