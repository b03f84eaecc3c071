/**
 * The texts and limits of accounts that both sides use, without zod: the header (on every public
 * page) and the auth screens import them from here; ./accounts.ts holds the schemas.
 */
import { type BusinessRole, LOGOUT_FAILED_MESSAGE, type StaffRole } from "../roles.ts";

export {
  BUSINESS_ROLES,
  type BusinessRole,
  isStaffRole,
  LOGOUT_FAILED_MESSAGE,
  ROLES,
  type Role,
  STAFF_ROLES,
  type StaffRole,
} from "../roles.ts";

/** Texts both sides show or send (PRODUCT.md "Accounts and sessions"). */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Invalid email or password.",
  forgotConfirmation:
    "If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for one hour.",
  resetLinkInvalid:
    "This link has expired or has already been used. Ask for a new one on the Forgot password page.",
  passwordChanged: "Your password has been changed. You can now log in with it.",
  /** An invitation's first password: the login is set up and the invitee is signed in. */
  accountReady: "Your account is ready and you are signed in.",
  sessionEnded: "Your session has ended. Please log in again.",
  staffOnly: "This area is for Filtercycle staff only.",
  /** A collector login anywhere but the route screen and its own account (issue 28). */
  adminOnly: "This area is for Filtercycle admins only. A collector uses the route screen.",
  customersOnly: "This area is for customer logins only.",
  logoutFailed: LOGOUT_FAILED_MESSAGE,
  /** A login of a business staff deactivated (issue 12): refused at login, signed out after. */
  businessDeactivated:
    "This business's account has been deactivated, so its logins cannot sign in. Please contact Filtercycle.",
  /** POST /api/account/password: done; the login's other sessions have ended. */
  passwordUpdated: "Your password has been changed. Your other sessions have been logged out.",
  wrongCurrentPassword: "is not your current password",
} as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** A staff login (admin, collector) reaches every business: a longer minimum (decision 0101). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/**
 * Why the API refuses a new password (the field message, after the field's name). The check
 * itself runs in the API only (a strength estimator with its dictionaries, api/…/password-strength.ts).
 */
export const PASSWORD_STRENGTH_MESSAGES = {
  staffTooShort: `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters for a staff login`,
  common:
    "is a commonly used password, or too close to one: attackers try these first. Choose another, such as three or four unrelated words",
  guessable:
    "is too easy to guess (a repeated character, a sequence, a keyboard pattern, a word with a number, or your name or e-mail). Choose another, such as three or four unrelated words",
  staffGuessable:
    "is not strong enough for a staff login, which reaches every business. Choose a longer one, such as four unrelated words",
} as const;

export const BUSINESS_ROLE_LABELS: Record<BusinessRole, string> = {
  owner: "Owner",
  viewer: "Viewer",
};
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  collector: "Collector",
};
/** The 403 a viewer (or staff, on a customer's action) gets. */
export const OWNER_ONLY_MESSAGE = "Only an owner of this business can do this.";
