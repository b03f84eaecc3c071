import type { Role } from "@filtercycle/contract/accounts/account-rules";
import type { Path } from "react-router";
import { paths } from "#web/config/paths";

/**
 * Why the visitor is on /login: where they were going, and whether the server ended their session.
 * The signed-in layout leaves it for the login page (utils/pending-redirect.ts); a link may also
 * pass it in `location.state`.
 */
export type LoginRedirectState = {
  from: Pick<Path, "pathname" | "search" | "hash">;
  /** The server ended the session (a 401): the login page says so. */
  sessionEnded?: boolean;
};

/** Pages that make no sense to return to after logging in. */
const NOT_A_DESTINATION: readonly string[] = [paths.login, paths.forgot, paths.resetPassword];

/**
 * Where a role lands by default: admins in the console, collectors on the route screen (issue
 * 28), customers on their dashboard.
 */
export function homeFor(role: Role | null): string {
  if (role === "collector") return `${paths.admin}/route`;
  return role === "admin" ? paths.admin : paths.dashboard;
}

/**
 * The page to return to after logging in, from `location.state.from`, or null. Only a path of
 * this site is accepted (history state can be written by any script of the origin, so it is
 * checked like input): it must start with one "/" and not be the login pages themselves.
 */
export function returnPathFrom(state: unknown): Pick<Path, "pathname" | "search" | "hash"> | null {
  if (!state || typeof state !== "object" || !("from" in state)) return null;
  const from = (state as { from: unknown }).from;
  let target: { pathname: unknown; search?: unknown; hash?: unknown };
  if (typeof from === "string") {
    const url = parseSamePath(from);
    if (!url) return null;
    target = url;
  } else if (from && typeof from === "object" && "pathname" in from) {
    target = from as typeof target;
  } else {
    return null;
  }
  const { pathname, search = "", hash = "" } = target;
  if (typeof pathname !== "string" || typeof search !== "string" || typeof hash !== "string") {
    return null;
  }
  if (!isSameSitePath(pathname)) return null;
  if (search !== "" && !search.startsWith("?")) return null;
  if (hash !== "" && !hash.startsWith("#")) return null;
  if (NOT_A_DESTINATION.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return null;
  }
  return { pathname, search, hash };
}

/** Where the login page sends a logged-in user: back where they came from, else their home. */
export function destinationAfterLogin(
  state: unknown,
  role: Role | null,
): Pick<Path, "pathname" | "search" | "hash"> {
  return returnPathFrom(state) ?? { pathname: homeFor(role), search: "", hash: "" };
}

/**
 * Why the visitor was sent to /login, for the login page to say: the screen they were going to
 * (the admin console, the dashboard, or another signed-in page such as /account), or null when
 * they came to /login themselves.
 */
export function loginReason(state: unknown): "admin" | "dashboard" | "other" | null {
  const from = returnPathFrom(state);
  if (!from) return null;
  if (isUnder(from.pathname, paths.admin)) return "admin";
  if (isUnder(from.pathname, paths.dashboard)) return "dashboard";
  return "other";
}

function isUnder(pathname: string, page: string): boolean {
  return pathname === page || pathname.startsWith(`${page}/`);
}

function isSameSitePath(pathname: string): boolean {
  // "//host" and "/\host" are read by browsers as another host; control characters never belong.
  return (
    pathname.startsWith("/") &&
    !pathname.startsWith("//") &&
    !pathname.startsWith("/\\") &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point.
    !/[\u0000-\u001f\u007f]/.test(pathname)
  );
}

function parseSamePath(value: string): { pathname: string; search: string; hash: string } | null {
  if (!isSameSitePath(value)) return null;
  const base = "http://same.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
