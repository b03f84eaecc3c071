import type { BusinessRole } from "@filtercycle/contract/roles";
import { useSyncExternalStore } from "react";
import { getBusinessRole } from "../lib/business-role-storage";
import { subscribeToSession } from "../lib/session-storage";

/**
 * The signed-in customer login's role in its business ("owner" or "viewer"; null for staff or
 * none stored), kept current across tabs; `undefined` while hydrating. It only decides which
 * actions the UI offers: the API refuses a viewer's changes itself (403).
 */
export function useBusinessRole(): BusinessRole | null | undefined {
  return useSyncExternalStore(subscribeToSession, getBusinessRole, () => undefined);
}
