import { ROLES, type Role } from "@filtercycle/contract/roles";

/**
 * The logged-in state the web app keeps in localStorage: SPEC.md §3's `token`, `customerId`,
 * `customerName`, plus `role` ("customer" or "admin"), which only decides what the UI shows
 * (where login lands, the 403 page on /admin). The server trusts its HttpOnly cookie, never these
 * values: `token` is only a marker of the logged-in state (the session's public id, which signs
 * nobody in), so a script that reads localStorage takes no credential away (docs/decisions/0067).
 * Every change made here dispatches SESSION_CHANGE_EVENT on window so open components re-render;
 * changes from other tabs arrive as `storage` events.
 *
 * Only a type comes from the contract: its runtime module carries zod, which must stay out of
 * the public pages' JavaScript.
 */
export const SESSION_KEYS = {
  token: "token",
  customerId: "customerId",
  customerName: "customerName",
  role: "role",
  /** A customer login's role in its business ("owner" or "viewer"; issue 14): UI only. */
  businessRole: "businessRole",
  /** The login's id (a collector's phone keeps which login saved a stop): UI only. */
  loginId: "loginId",
} as const;

export const SESSION_CHANGE_EVENT = "filtercycle:session-change";

export type StoredSession = {
  token: string;
  customerId: string;
  customerName: string;
  role: Role;
};

/** Set when the session was cleared because the server ended it (a 401), until the next change. */
let endedByServer = false;

export function storage(): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings): behave as logged out.
    return null;
  }
}

export function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function notify(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function getToken(): string | null {
  const token = read(SESSION_KEYS.token);
  return token ? token : null;
}

export function getCustomerId(): string | null {
  return read(SESSION_KEYS.customerId);
}

export function getCustomerName(): string | null {
  return read(SESSION_KEYS.customerName);
}

/** The stored role, or null when none (or something unknown) is stored. */
export function getRole(): Role | null {
  const role = read(SESSION_KEYS.role);
  return ROLES.find((known) => known === role) ?? null;
}

export function saveSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  endedByServer = false;
  store.setItem(SESSION_KEYS.token, session.token);
  store.setItem(SESSION_KEYS.customerId, session.customerId);
  store.setItem(SESSION_KEYS.customerName, session.customerName);
  store.setItem(SESSION_KEYS.role, session.role);
  notify();
}

/** Saves the customer name only if none is stored yet (SPEC.md §4). */
export function saveCustomerNameIfMissing(name: string): void {
  const store = storage();
  if (!store || read(SESSION_KEYS.customerName)) return;
  store.setItem(SESSION_KEYS.customerName, name);
  notify();
}

/**
 * Removes every key. `endedByServer: true` records that the API said the session is gone
 * (a 401), so the login page can say "Your session has ended" (see `wasEndedByServer`).
 */
export function clearSession({ endedByServer: ended = false } = {}): void {
  const store = storage();
  if (!store) return;
  endedByServer = ended;
  for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
  notify();
  // What a collector's phone keeps of the login goes with it (its own chunk: public pages
  // download this module, and the cleaning needs IndexedDB code only a logout runs).
  void import("./collector-device").then(({ forgetCollectorDevice }) => forgetCollectorDevice());
}

/** True when the last change was `clearSession({ endedByServer: true })` in this tab. */
export function wasEndedByServer(): boolean {
  return endedByServer;
}

/** Calls `onChange` whenever the stored session may have changed (this tab or another). */
export function subscribeToSession(onChange: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all of localStorage.
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) onChange();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
