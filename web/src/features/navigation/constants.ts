import { LOGOUT_FAILED_MESSAGE } from "@filtercycle/contract/roles";
import {
  SITE_FOOTER_LINKS,
  SITE_FOOTER_TEXT,
  SITE_NAV_LINKS,
} from "@filtercycle/contract/site-links";

/** The top links, in order (SPEC.md §2 "Navigation"; the contract's, shared with /verify). */
export const NAV_LINKS = SITE_NAV_LINKS;

export const NAV_TEXT = {
  navLabel: "Main",
  homeLinkLabel: "Filtercycle home",
  login: "Login",
  dashboard: "Dashboard",
  /** Staff have no customer dashboard: their button leads to the admin console. */
  adminConsole: "Admin console",
  logout: "Logout",
  loggingOut: "Logging out…",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  /** The same words the API uses (zod-free module: the header is on every public page). */
  logoutError: LOGOUT_FAILED_MESSAGE,
} as const;

/** Secondary links in the footer (the top links are not repeated there). */
export const FOOTER_LINKS = SITE_FOOTER_LINKS;

export const FOOTER_TEXT = SITE_FOOTER_TEXT;
