import { LANGUAGES } from "../languages.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";
import {
  BUSINESS_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from "./account-rules.ts";

export const roleSchema = z.enum(ROLES);

const email = z
  .email("must be a valid e-mail address")
  .max(254)
  .trim()
  .toLowerCase()
  .superRefine(textRule("line"));

/** POST /api/customer_login */
export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, "is required").max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The answer to a login and to GET /api/session. `customerId` is the business's public code
 * (SPEC.md §3), null for staff; `customerName` is the business's name, or the staff member's.
 */
export const sessionInfoSchema = z.object({
  /**
   * SPEC.md §3's `token`: a marker of the logged-in state (the session's public id), not a
   * credential. The session itself travels in its HttpOnly cookie only (docs/decisions/0067).
   */
  token: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  role: roleSchema,
  /** A customer login's role in its business (issue 14); null for staff. */
  businessRole: z.enum(BUSINESS_ROLES).nullable(),
  email: z.string(),
  name: z.string(),
  /** The login's id: a collector's phone keeps which login saved each stop waiting to be sent. */
  userId: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const loginResponseSchema = sessionInfoSchema;

/**
 * GET /api/account: the signed-in login's own settings (issue 29). `language` is the language
 * the login chose for the product and its mails; null until it chooses (the product is then in
 * English and offers the browser's language once; docs/decisions/0093).
 */
export const accountSchema = z.object({
  email: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES).nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** A login's language (issue 29): "en", "gu" or "hi", refused with the contract's message. */
export const languageSchema = z.enum(LANGUAGES, { error: 'must be one of "en", "gu", "hi"' });

/** PATCH /api/account: change the login's own settings (today its language). */
export const accountUpdateSchema = z
  .object({
    language: languageSchema,
  })
  .strict();

/**
 * An invitation's optional `language` (issue 29; decision 0096, amendment of 2026-11-27): the
 * new login's language, as if it had chosen it on its account page: its invitation e-mail, its
 * later e-mails and its screens. `absent` says what happens without it.
 */
export const invitationLanguageSchema = (absent: string) =>
  languageSchema
    .optional()
    .describe(
      `The new login's language: its invitation e-mail, its later e-mails and its screens are in it. Without it: ${absent}.`,
    );

/** Without a language, a staff invitation's login has none yet: its mails are English. */
export const STAFF_INVITATION_LANGUAGE_ABSENT =
  "the login has chosen no language yet, and its mails are in English until it chooses one";
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/**
 * GET and POST /api/customer_logout: always 200 (idempotent). The GET ends the session only when
 * the browser says our own pages sent it (`Sec-Fetch-Site` same-origin or none) or sends no such
 * header (a script, an API client): a link or image on another site logs no one out.
 */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/forgot_password: the same answer whatever the address. */
export const forgotPasswordRequestSchema = z.object({ email });
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/reset_password: sets the password of the link's account and ends its sessions. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, "is required").max(512).superRefine(textRule("line")),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
/**
 * Its answer. An invitation's first password also signs the invitee in: `session` is the same
 * as a login's answer (docs/decisions/0053); a reset of an existing password has none.
 */
export const resetPasswordResponseSchema = messageResponseSchema.extend({
  session: sessionInfoSchema.optional(),
});

/**
 * POST /api/account/password (any signed-in login): a new password for the login, given the
 * current one; the login's other sessions end.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, "is required").max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/admin/invitations (staff): a customer login that sets its own password. */
export const invitationRequestSchema = z.object({
  email,
  name: z.string().trim().min(1, "is required").max(120).superRefine(textRule("name")),
  /** The business's public code, e.g. FC-1001. */
  customerId: z.string().trim().min(1, "is required").max(40).superRefine(textRule("line")),
  language: invitationLanguageSchema(STAFF_INVITATION_LANGUAGE_ABSENT),
});
export const invitationResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
