import type { EndpointRoute } from "../api/endpoint.ts";

/**
 * Personal access tokens (issue 16 finding 3; docs/decisions/0067), without zod: what a token
 * looks like, what it may call and the texts of its refusals. The API's session lookup and scope
 * checks apply them; ./api-tokens.ts holds the schemas.
 */

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "fcp_";
/** Random bytes after the prefix (base64url: 43 characters). */
export const API_TOKEN_BYTES = 32;
/** Live tokens a login may hold at once. */
export const API_TOKENS_PER_LOGIN = 20;
export const API_TOKEN_NAME_MAX = 80;

export const API_TOKEN_MESSAGES = {
  /** An unknown, malformed or revoked token (or a session token sent as a Bearer). */
  invalid:
    "This API token is not valid or has been revoked. Create a new one on your account page.",
  readOnly: "API tokens can only read data (GET requests). Sign in on the website to make changes.",
  accountArea:
    "API tokens read your business's data only. Manage your account on the website instead.",
  staffArea: "API tokens cannot reach the operations console.",
  customersOnly: "API tokens are for customer logins only.",
  tooMany: `A login can hold at most ${API_TOKENS_PER_LOGIN} API tokens. Revoke one you no longer use first.`,
  notFound: "No API token of your login has this id.",
} as const;

/**
 * Why a token ended, as the token list says it (docs/decisions/0076): its login revoked it, the
 * login's password was changed or reset (which ends every token of the login), or staff
 * deactivated the business (which ends every token of its logins, docs/decisions/0101).
 */
export const API_TOKEN_REVOKED_REASONS = [
  "revoked by you",
  "password changed",
  "password reset",
  "business deactivated",
] as const;
export type ApiTokenRevokedReason = (typeof API_TOKEN_REVOKED_REASONS)[number];
/** Revoked tokens the list still shows, most recently ended first. */
export const API_TOKENS_REVOKED_SHOWN = 20;

/**
 * Why a token may not make this call, or undefined when it may: a token reads its business's
 * data, so only GET routes of the customer scope, and not the login's own account settings
 * (`/account/…`: sessions, e-mail choices, the tokens themselves), which manage the login.
 */
export function apiTokenRefusal(route: EndpointRoute): string | undefined {
  if (route.scope === "staff") return API_TOKEN_MESSAGES.staffArea;
  if (route.method !== "GET") return API_TOKEN_MESSAGES.readOnly;
  if (route.path.startsWith("/account/")) return API_TOKEN_MESSAGES.accountArea;
  return undefined;
}
