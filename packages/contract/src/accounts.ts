import { z } from "zod";

/** Texts both sides show or send (PRODUCT.md "Accounts and sessions"). */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Invalid email or password.",
  forgotConfirmation:
    "If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for one hour.",
  resetLinkInvalid:
    "This link has expired or has already been used. Ask for a new one on the Forgot password page.",
  passwordChanged: "Your password has been changed. You can now log in with it.",
  sessionEnded: "Your session has ended. Please log in again.",
  staffOnly: "This area is for Filtercycle staff only.",
  customersOnly: "This area is for customer logins only.",
  logoutFailed: "Could not log out. Please try again.",
} as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const roleSchema = z.enum(["customer", "admin"]);
export type Role = z.infer<typeof roleSchema>;

const email = z.email("must be a valid e-mail address").max(254).trim().toLowerCase();

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
  token: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  role: roleSchema,
  email: z.string(),
  name: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const loginResponseSchema = sessionInfoSchema;

/** GET /api/customer_logout: always 200 (idempotent). */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/forgot_password: the same answer whatever the address. */
export const forgotPasswordRequestSchema = z.object({ email });
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/reset_password: sets the password of the link's account and ends its sessions. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, "is required").max(512),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/admin/invitations (staff): a customer login that sets its own password. */
export const invitationRequestSchema = z.object({
  email,
  name: z.string().trim().min(1, "is required").max(120),
  /** The business's public code, e.g. FC-1001. */
  customerId: z.string().trim().min(1, "is required").max(40),
});
export const invitationResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
