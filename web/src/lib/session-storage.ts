/**
 * The logged-in state the web app keeps in localStorage (SPEC.md §3): `token`,
 * `customerId`, `customerName`. The server trusts its cookie, never these values; they only
 * drive what the UI shows. Every change made here dispatches SESSION_CHANGE_EVENT on window
 * so open components re-render; changes from other tabs arrive as `storage` events.
 */
export const SESSION_KEYS = {
  token: "token",
  customerId: "customerId",
  customerName: "customerName",
} as const;

export const SESSION_CHANGE_EVENT = "filtercycle:session-change";

export type StoredSession = {
  token: string;
  customerId: string;
  customerName: string;
};

function storage(): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings): behave as logged out.
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function notify(): void {
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

export function saveSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.token, session.token);
  store.setItem(SESSION_KEYS.customerId, session.customerId);
  store.setItem(SESSION_KEYS.customerName, session.customerName);
  notify();
}

/** Saves the customer name only if none is stored yet (SPEC.md §4). */
export function saveCustomerNameIfMissing(name: string): void {
  const store = storage();
  if (!store || read(SESSION_KEYS.customerName)) return;
  store.setItem(SESSION_KEYS.customerName, name);
  notify();
}

export function clearSession(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(SESSION_KEYS.token);
  store.removeItem(SESSION_KEYS.customerId);
  store.removeItem(SESSION_KEYS.customerName);
  notify();
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
