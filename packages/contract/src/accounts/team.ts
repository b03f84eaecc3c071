import { textRule } from "../text.ts";
import { z } from "../zod.ts";
import { BUSINESS_ROLES } from "./account-rules.ts";
import { invitationLanguageSchema } from "./accounts.ts";

/**
 * A business's team and a login's own sessions (issue 14; docs/decisions/0065).
 *
 * - GET /api/team (any login of the business), POST /api/team, DELETE /api/team/:id (owners)
 * - GET /api/account/sessions, DELETE /api/account/sessions/:id (any signed-in login, its own)
 */

export const businessRoleSchema = z.enum(BUSINESS_ROLES, {
  error: "must be owner or viewer",
});

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: businessRoleSchema,
  /** Invited and has not chosen a password yet. */
  invitationPending: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** The login asking. */
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamSchema = z.object({ members: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;

/** POST /api/team: a colleague invited by e-mail (a 7-day link to set a password). */
export const teamInviteSchema = z.object({
  email: z
    .email("must be a valid e-mail address")
    .max(254)
    .trim()
    .toLowerCase()
    .superRefine(textRule("line")),
  name: z.string().trim().min(1, "is required").max(120).superRefine(textRule("name")),
  role: businessRoleSchema,
  /** Issue 29: the colleague's language; without it the invitation is in the owner's. */
  language: invitationLanguageSchema(
    "the invitation e-mail is in the inviting owner's language and the login has chosen none yet",
  ),
});
export type TeamInvite = z.input<typeof teamInviteSchema>;

export const teamMemberParamsSchema = z.object({
  id: z.string().trim().min(1).max(64).superRefine(textRule("line")),
});

/** What a removal or an invitation answers with: the team as it is now. */
export const teamChangedSchema = teamSchema;

export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The last time the session was renewed or used to sign in (better-auth's updated_at). */
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The browser's own description ("Chrome on Android"), from its User-Agent; "" when unknown. */
  device: z.string(),
  ipAddress: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });

export const accountSessionParamsSchema = z.object({
  id: z.string().trim().min(1).max(64).superRefine(textRule("line")),
});
