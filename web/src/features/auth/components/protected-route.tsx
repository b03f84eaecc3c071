import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "../../../config/paths";
import { useSessionToken } from "../../../hooks/use-session-token";

export type LoginRedirectState = { from: { pathname: string; search: string; hash: string } };

/**
 * Renders its children only when a token is stored (SPEC.md §2 "Protected screens").
 * Without one it renders nothing and replaces the entry with /login, passing the current
 * location as `state.from` so the login page can return the user there.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  const location = useLocation();
  // Still hydrating: the stored token is not known yet, so neither show nor redirect.
  if (token === undefined) return null;
  if (token === null) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
