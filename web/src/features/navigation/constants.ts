import { site as english } from "@filtercycle/contract/messages/en/site";
import type { SiteTexts } from "@filtercycle/contract/messages/site";
import {
  SITE_FOOTER_LINKS,
  SITE_FOOTER_TEXT,
  SITE_NAV_LINKS,
} from "@filtercycle/contract/site-links";

/** The top links, in order (SPEC.md §2 "Navigation"; the contract's, shared with /verify). */
export const NAV_LINKS = SITE_NAV_LINKS;

/** The header's words in a language (the catalogue's `site` area of that language). */
export function navText(t: SiteTexts) {
  return {
    navLabel: t["header.navLabel"],
    homeLinkLabel: t["header.homeLinkLabel"],
    login: t["header.login"],
    dashboard: t["header.dashboard"],
    /** Staff have no customer dashboard: their button leads to the admin console. */
    adminConsole: t["header.adminConsole"],
    /** A collector's console is the route screen. */
    route: t["header.route"],
    logout: t["header.logout"],
    loggingOut: t["header.loggingOut"],
    menu: t["header.menu"],
    /** The same words the API uses (LOGOUT_FAILED_MESSAGE in English). */
    logoutError: t["header.logoutError"],
  };
}

export const NAV_TEXT = navText(english);

/** Secondary links in the footer (the top links are not repeated there). */
export const FOOTER_LINKS = SITE_FOOTER_LINKS;

export const FOOTER_TEXT = SITE_FOOTER_TEXT;
