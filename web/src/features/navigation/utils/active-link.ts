/** The first segment of a pathname: "/services/x" → "services", "/" → "". */
export function firstSegment(pathname: string): string {
  return pathname.split("/").find((segment) => segment !== "") ?? "";
}

/** A top link is active when its first path segment equals the current one (SPEC.md §2). */
export function isLinkActive(linkTo: string, pathname: string): boolean {
  return firstSegment(linkTo) === firstSegment(pathname);
}

/** The right-hand Login/Dashboard button is hidden on any path starting with /dashboard. */
export function isDashboardPath(pathname: string): boolean {
  return pathname.startsWith("/dashboard");
}

/** Staff's button (to the admin console) is hidden on the console's own paths. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
