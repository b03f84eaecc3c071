import { site } from "./messages/en/site.ts";
/**
 * The account facts the site's header reads on every page (public ones included): the roles and
 * the logout failure. Apart from account-rules.ts (which re-exports them), so a public page does
 * not carry every account message (its 130 KB JavaScript budget).
 */
export const ROLES = ["customer", "admin", "collector"] as const;
export type Role = (typeof ROLES)[number];

/**
 * A staff login's role (issue 28; docs/decisions/0085): an admin uses the whole console, a
 * collector only the route screen and its own account.
 */
export const STAFF_ROLES = ["admin", "collector"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True for a staff login (either role): the console's frame, not the public site's. */
export const isStaffRole = (role: Role | null | undefined): role is StaffRole =>
  role === "admin" || role === "collector";

/**
 * A customer login's role in its business (issue 14; docs/decisions/0065): the owner does
 * everything (requests payouts and pickups, reports problems, invites and removes colleagues);
 * a viewer sees everything and changes only its own account (password, e-mails, sessions).
 */
export const BUSINESS_ROLES = ["owner", "viewer"] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

export const LOGOUT_FAILED_MESSAGE = site["header.logoutError"];
