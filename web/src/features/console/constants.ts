import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";

/** The console's own words (staff only; not in SPEC.md). */
export const CONSOLE_TEXT = {
  title: "Admin console",
  brand: "Filtercycle console",
  navLabel: "Console",
  menuOpen: "Menu",
  menuClose: "Close menu",
  signedInAs: "Signed in as",
  account: "Account",
  changePassword: "Change password",
  logout: "Log out",
  loggingOut: "Logging out…",
  logoutFailed: ACCOUNT_MESSAGES.logoutFailed,
  /** A collector on any console screen but the route (issue 28). */
  collectorDenied: ACCOUNT_MESSAGES.adminOnly,
  toRoute: "Go to the route",
} as const;

/** The collector's screen (routes.ts): the one console screen a collector login may use. */
export const ROUTE_SCREEN = "/admin/route";

/**
 * The sidebar, in order: one entry per console screen (routes.ts). `collector: true` marks what
 * a collector login sees (issue 28; docs/decisions/0085): the route; the rest is admins' only.
 */
export const CONSOLE_NAV: readonly {
  to: string;
  label: string;
  end: boolean;
  collector?: true;
}[] = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/customers", label: "Customers", end: false },
  { to: "/admin/collections", label: "Collections", end: false },
  { to: "/admin/custody", label: "Custody", end: false },
  { to: "/admin/pickups", label: "Pickups", end: false },
  { to: ROUTE_SCREEN, label: "Collector's route", end: false, collector: true },
  { to: "/admin/payouts", label: "Payouts", end: false },
  { to: "/admin/media", label: "Media", end: false },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
  { to: "/admin/audit-log", label: "Audit log", end: false },
];

/** True when a collector login may see the console screen at `pathname`. */
export function collectorMaySee(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  return CONSOLE_NAV.some(
    (item) => item.collector && (path === item.to || path.startsWith(`${item.to}/`)),
  );
}

export const CHANGE_PASSWORD_TEXT = {
  heading: "Change password",
  intro: "Your other sessions are logged out when the password changes.",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm the new password",
  hint: (min: number) => `At least ${min} characters.`,
  required: (label: string) => `${label} is required.`,
  tooShort: (min: number) => `New password must be at least ${min} characters.`,
  tooLong: (max: number) => `New password must be at most ${max} characters.`,
  mismatch: "The two new passwords do not match.",
  submit: "Change password",
  busy: "Changing…",
  cancel: "Cancel",
  close: "Close",
  summary: "Please correct the highlighted fields.",
} as const;

/** A wrong address under /admin/… (inside the console, with its navigation). */
export const CONSOLE_NOT_FOUND_TEXT = {
  title: "Page not found",
  heading: "Page not found",
  intro: "There is no console screen at this address. Choose one from the menu, or:",
  overview: "Go to the Overview",
} as const;
