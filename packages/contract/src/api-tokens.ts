import { PASSWORD_MAX_LENGTH } from "./account-rules.ts";
import { API_TOKEN_NAME_MAX } from "./api-token-rules.ts";
import { textRule } from "./text.ts";
import { z } from "./zod.ts";

/**
 * A login's personal access tokens (issue 16 finding 3; docs/decisions/0067):
 *
 * - GET /api/account/api_tokens — the login's live tokens (never the token or its hash)
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
export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });
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
