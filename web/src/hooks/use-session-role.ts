import type { Role } from "@filtercycle/contract/roles";
import { useSyncExternalStore } from "react";
import { getRole, subscribeToSession } from "../lib/session-storage";

/**
 * The stored role (`null` when none), kept current across tabs. `undefined` while hydrating,
 * like `useSessionToken`.
 */
export function useSessionRole(): Role | null | undefined {
  return useSyncExternalStore(subscribeToSession, getRole, () => undefined);
}
