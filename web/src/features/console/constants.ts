/**
 * The console's screens (staff only; not in SPEC.md). Its frame's words (menu, account menu,
 * change password, not found) are in the catalogue's `console` area (utils/console-texts.ts).
 */

/** The collector's screen (routes.ts): the one console screen a collector login may use. */
export const ROUTE_SCREEN = "/admin/route";

/**
 * The sidebar, in order: one entry per console screen (routes.ts). `collector: true` marks what
 * a collector login sees (issue 28; docs/decisions/0085): the route; the rest is admins' only.
 */
export const CONSOLE_NAV: readonly {
  to: string;
  /** Its name: the catalogue's `console` area, `nav.<key>` (issue 29). */
  key: ConsoleNavKey;
  end: boolean;
  collector?: true;
}[] = [
  { to: "/admin", key: "overview", end: true },
  { to: "/admin/customers", key: "customers", end: false },
  { to: "/admin/collections", key: "collections", end: false },
  { to: "/admin/custody", key: "custody", end: false },
  { to: "/admin/pickups", key: "pickups", end: false },
  { to: ROUTE_SCREEN, key: "route", end: false, collector: true },
  { to: "/admin/payouts", key: "payouts", end: false },
  { to: "/admin/media", key: "media", end: false },
  { to: "/admin/inbox", key: "inbox", end: false },
  { to: "/admin/settings", key: "settings", end: false },
  { to: "/admin/audit-log", key: "auditLog", end: false },
];

type ConsoleNavKey =
  | "overview"
  | "customers"
  | "collections"
  | "custody"
  | "pickups"
  | "route"
  | "payouts"
  | "media"
  | "inbox"
  | "settings"
  | "auditLog";

/** True when a collector login may see the console screen at `pathname`. */
export function collectorMaySee(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  return CONSOLE_NAV.some(
    (item) => item.collector && (path === item.to || path.startsWith(`${item.to}/`)),
  );
}
