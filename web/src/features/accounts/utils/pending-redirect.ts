import type { LoginRedirectState } from "./redirect";

/**
 * Where the user was going when the signed-in layout's loader sent them to /login. A loader's
 * redirect cannot carry `location.state` (React Router 7 gives the new location its own), and
 * `?from=` would show in the address bar, so the loader leaves it here and the login page takes
 * it when it mounts (hooks/use-login-redirect.ts). It lives in memory: one tab, one redirect.
 */
let pending: LoginRedirectState | null = null;

export function rememberLoginRedirect(state: LoginRedirectState): void {
  pending = state;
}

export function peekLoginRedirect(): LoginRedirectState | null {
  return pending;
}

export function forgetLoginRedirect(): void {
  pending = null;
}
