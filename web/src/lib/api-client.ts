/**
 * The one way the web app talks to the API. The base is a build setting
 * (`VITE_API_BASE`, default `/api`: same origin, PRODUCT.md "One origin, one API"),
 * and every call sends the session cookie.
 */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? "/api";

/** Builds the URL of an API path, e.g. `apiUrl("customer_logout")` → `/api/customer_logout`. */
export function apiUrl(path: string): string {
  return `${API_BASE.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** `fetch` against the API with credentials included. Rejects only on network failure. */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(apiUrl(path), { ...init, credentials: "include" });
}
