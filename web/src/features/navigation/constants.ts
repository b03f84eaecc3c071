import { LOGOUT_FAILED_MESSAGE } from "@filtercycle/contract/roles";
import { paths } from "#web/config/paths";

/** The top links, in order (SPEC.md §2 "Navigation"). */
export const NAV_LINKS = [
  { to: paths.home, label: "Home" },
  { to: paths.services, label: "Services" },
  { to: paths.products, label: "Eco-Art" },
  { to: paths.partnerProgram, label: "Partner Program" },
  { to: paths.campaign, label: "Campaign" },
  { to: paths.contact, label: "Contact" },
] as const;

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
export const FOOTER_LINKS = [
  { to: paths.aboutUs, label: "About us" },
  { to: paths.ourSupporter, label: "Our supporters" },
  { to: paths.awards, label: "Awards" },
  { to: paths.blog, label: "Blog" },
  { to: paths.referenceAndSupport, label: "Reference and support" },
  { to: paths.privacyPolicy, label: "Privacy policy" },
  { to: paths.termAndCondition, label: "Terms and conditions" },
] as const;

export const FOOTER_TEXT = {
  contactHeading: "Contact",
  companyHeading: "Company",
  socialHeading: "Follow us",
  rightsReserved: "All rights reserved.",
} as const;
