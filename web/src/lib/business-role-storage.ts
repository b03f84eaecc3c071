import { BUSINESS_ROLES, type BusinessRole } from "@filtercycle/contract/roles";
import { notify, read, SESSION_KEYS, storage } from "./session-storage";

/*
 * The stored business role's reads and updates (issue 14), apart from session-storage.ts: only
 * signed-in screens use them, and every public page downloads that module (its 130 KB budget).
 */

/** The stored business role, or null (staff, none stored, or something unknown). */
export function getBusinessRole(): BusinessRole | null {
  const role = read(SESSION_KEYS.businessRole);
  return BUSINESS_ROLES.find((known) => known === role) ?? null;
}

/**
 * Keeps the stored business role in step with the server's answer (GET /api/session), so a
 * session stored before roles existed, or a role changed since, shows the right actions.
 */
export function saveBusinessRole(role: BusinessRole | null): void {
  const store = storage();
  if (!store || read(SESSION_KEYS.businessRole) === role) return;
  if (role) store.setItem(SESSION_KEYS.businessRole, role);
  else store.removeItem(SESSION_KEYS.businessRole);
  notify();
}

/** The stored login id (GET /api/session, login), or null before the session was read. */
export function getLoginId(): string | null {
  return read(SESSION_KEYS.loginId) || null;
}

/** Keeps the stored login id in step with the server's answer. */
export function saveLoginId(id: string): void {
  const store = storage();
  if (!store || read(SESSION_KEYS.loginId) === id) return;
  store.setItem(SESSION_KEYS.loginId, id);
  notify();
}
