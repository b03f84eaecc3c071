import { textRule } from "../text.ts";
import { z } from "../zod.ts";
import { PASSWORD_MAX_LENGTH } from "./account-rules.ts";
import { API_TOKEN_NAME_MAX, API_TOKEN_REVOKED_REASONS } from "./api-token-rules.ts";

/**
 * A login's personal access tokens (issue 16 finding 3; docs/decisions/0067):
 *
 * - GET /api/account/api_tokens — the login's live tokens (never the token or its hash) and the
 *   latest revoked ones with why they ended
 * - POST /api/account/api_tokens — a new one, with the current password; the answer holds the
 *   token, shown this once
 * - DELETE /api/account/api_tokens/:id — revokes one
 */

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The last call made with it (to the minute); null when it was never used. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
/** A token that no longer works, and why (a password change or reset ends every token). */
export const revokedApiTokenSchema = apiTokenSchema.extend({
  revokedAt: z.string(),
  revokedReason: z.enum(API_TOKEN_REVOKED_REASONS),
});
export type RevokedApiToken = z.infer<typeof revokedApiTokenSchema>;
export const apiTokenListSchema = z.object({
  items: z.array(apiTokenSchema),
  /** The most recently ended tokens (at most API_TOKENS_REVOKED_SHOWN), latest first. */
  revoked: z.array(revokedApiTokenSchema),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const apiTokenCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "is required")
    .max(API_TOKEN_NAME_MAX, `must be at most ${API_TOKEN_NAME_MAX} characters`)
    .superRefine(textRule("name")),
  /**
   * The login's password: a script running in the page (the cookie alone) cannot mint a
   * credential that works from anywhere.
   */
  currentPassword: z.string().min(1, "is required").max(PASSWORD_MAX_LENGTH),
});
export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;

export const apiTokenCreatedSchema = z.object({
  /** The token itself (`fcp_…`): not stored, never shown again. */
  token: z.string(),
  item: apiTokenSchema,
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokenParamsSchema = z.object({ id: z.uuid({ error: "must be an id" }) });
