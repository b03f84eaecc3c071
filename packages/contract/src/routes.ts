/**
 * The web app's paths (SPEC.md §2), shared by the web app's route config and the API server,
 * which serves prerendered HTML for public paths and the client-rendered app for the others.
 */
export const PUBLIC_PATHS = [
  "/",
  "/aboutus",
  "/awards",
  "/blog",
  "/campaign",
  "/contact",
  "/our-supporter",
  "/partner-program",
  "/privacy-policy",
  "/products",
  "/reference-and-support",
  "/services",
  "/service-1",
  "/service-2",
  "/service-3",
  "/term-and-condition",
] as const;

/** Rendered in the browser only; a path below one of these is theirs too (e.g. /admin/customers). */
export const CLIENT_ONLY_PATHS = [
  "/dashboard",
  "/admin",
  "/login",
  "/forgot",
  "/reset-password",
  // A signed-in login's own settings, and the one-click unsubscribe of a notification mail.
  "/account",
  "/unsubscribe",
] as const;

export function isClientOnlyPath(pathname: string): boolean {
  return CLIENT_ONLY_PATHS.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
