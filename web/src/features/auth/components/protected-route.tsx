import type { Role } from "@filtercycle/contract/account-rules";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "../../../config/paths";
import { useSessionRole } from "../../../hooks/use-session-role";
import { useSessionToken } from "../../../hooks/use-session-token";
import { wasEndedByServer } from "../../../lib/session-storage";
import type { LoginRedirectState } from "../utils/redirect";
import { AccessDenied } from "./access-denied";

export type { LoginRedirectState } from "../utils/redirect";

/**
 * Renders its children only when a token is stored (SPEC.md §2 "Protected screens").
 * Without one it renders nothing and replaces the entry with /login, passing the current
 * location as `state.from` so the login page can return the user there. This is also how a
 * session the server ended reaches the login page: a 401 on a `sessionRequired` API call
 * clears the stored token (lib/api-client.ts), and this component, re-rendered, redirects.
 *
 * `requiredRole="admin"`: the screen is for staff; anyone else logged in (a stored role other
 * than "admin", or none) gets the 403 page instead. The server refuses their calls anyway; this
 * spares them a broken screen. (Not named `role`: Biome's a11y lint reads that as an ARIA role.)
 */
export function ProtectedRoute({
  children,
  requiredRole,
}: {
  children: ReactNode;
  requiredRole?: Role;
}) {
  const token = useSessionToken();
  const storedRole = useSessionRole();
  const location = useLocation();
  // Still hydrating: the stored session is not known yet, so neither show nor redirect.
  if (token === undefined || storedRole === undefined) return null;
  if (token === null) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      ...(wasEndedByServer() ? { sessionEnded: true } : {}),
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (requiredRole === "admin" && storedRole !== "admin") return <AccessDenied />;
  return children;
}
