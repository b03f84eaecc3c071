import type { FieldErrors, FormValues } from "#web/lib/forms/use-form";
import { LOGINS_TEXT } from "../constants";

export const INVITE_FIELDS = ["name", "email"] as const;
export type InviteField = (typeof INVITE_FIELDS)[number];

/** A name, and something shaped like an e-mail address (the API checks it fully). */
export function validateInvite(
  values: FormValues<InviteField>,
  text: typeof LOGINS_TEXT = LOGINS_TEXT,
): FieldErrors<InviteField> {
  const errors: FieldErrors<InviteField> = {};
  if (values.name.trim() === "" || values.name.trim().length > 120) {
    errors.name = text.errors.name;
  }
  const email = values.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    errors.email = text.errors.email;
  }
  return errors;
}
