import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@filtercycle/contract/accounts/account-rules";
import { currentAuthTexts } from "../auth-texts";

/** The messages in the language shown now (issue 29). */
const text = () => currentAuthTexts().validation;

/**
 * A pragmatic e-mail check (something@domain.tld, no spaces): the API's own check is stricter
 * and answers a 400 naming the field if this lets something through.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return text().emailRequired;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return text().emailInvalid;
  return undefined;
}

export function validatePassword(value: string): string | undefined {
  return value === "" ? text().passwordRequired : undefined;
}

export function validateNewPassword(value: string): string | undefined {
  if (value === "") return text().newPasswordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return text().tooShort(PASSWORD_MIN_LENGTH);
  if (value.length > PASSWORD_MAX_LENGTH) return text().tooLong(PASSWORD_MAX_LENGTH);
  return undefined;
}

export function validateConfirmation(password: string, confirmation: string): string | undefined {
  if (confirmation === "") return text().confirmRequired;
  return confirmation === password ? undefined : text().passwordsDiffer;
}
