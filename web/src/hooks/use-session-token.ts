import { useSyncExternalStore } from "react";
import { getToken, subscribeToSession } from "../lib/session-storage";

/**
 * The stored token (`null` when logged out), kept current across this tab and others.
 * `undefined` means "not known yet": while prerendering and while hydrating prerendered
 * HTML (built without a session), so the first client render matches the HTML; the real
 * value follows right after hydration.
 */
export function useSessionToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToSession, getToken, () => undefined);
}
