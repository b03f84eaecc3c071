import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { forgetLoginRedirect, peekLoginRedirect } from "../utils/pending-redirect";
import type { LoginRedirectState } from "../utils/redirect";

/**
 * Why the visitor is on /login: `location.state` when a link or navigation set one, else what the
 * signed-in layout's loader left when it redirected here (utils/pending-redirect.ts). The latter
 * is read once, when the page mounts, and then forgotten, so a later visit to /login starts
 * fresh. The shape is checked where it is used (`destinationAfterLogin`).
 */
export function useLoginRedirect(): Partial<LoginRedirectState> | null {
  const location = useLocation();
  const [pending] = useState(peekLoginRedirect);
  useEffect(() => {
    forgetLoginRedirect();
  }, []);
  const state: unknown = location.state;
  if (state && typeof state === "object" && ("from" in state || "sessionEnded" in state)) {
    return state as Partial<LoginRedirectState>;
  }
  return pending;
}
