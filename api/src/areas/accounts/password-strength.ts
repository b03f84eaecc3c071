import {
  PASSWORD_STRENGTH_MESSAGES,
  STAFF_PASSWORD_MIN_LENGTH,
} from "@filtercycle/contract/accounts/account-rules";
import type { Role } from "@filtercycle/contract/roles";
import { isStaffRole } from "@filtercycle/contract/roles";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { HttpError } from "#api/http/problem.ts";
import { type AnswerKey, said } from "#api/http/said.ts";

/**
 * How hard a new password is to guess, by zxcvbn-ts (a maintained port of Dropbox's estimator)
 * with its lists of the most common passwords, English words and names, and keyboard patterns:
 * a customer login needs score 3 (about 10^8 guesses), a staff login score 4 (10^10) and 12
 * characters, as it reaches every business (docs/decisions/0101). The check runs here only:
 * the web shows the API's answer (its dictionaries are about 1.5 MB of JavaScript).
 */
let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

export type PasswordRefusal = { message: string; key: AnswerKey };

const REFUSALS = {
  staffTooShort: {
    message: PASSWORD_STRENGTH_MESSAGES.staffTooShort,
    key: "password.staffTooShort",
  },
  common: { message: PASSWORD_STRENGTH_MESSAGES.common, key: "password.common" },
  guessable: { message: PASSWORD_STRENGTH_MESSAGES.guessable, key: "password.guessable" },
  staffGuessable: {
    message: PASSWORD_STRENGTH_MESSAGES.staffGuessable,
    key: "password.staffGuessable",
  },
} as const satisfies Record<string, PasswordRefusal>;

/**
 * Why `password` is refused for a login of `role`, or undefined when it is strong enough. The
 * login's e-mail and name count as known words. Length limits for every login are the
 * contract's schemas'; this adds the staff minimum and the strength.
 */
export async function passwordRefusal(
  password: string,
  login: { role: Role; email: string; name?: string },
): Promise<PasswordRefusal | undefined> {
  const staff = isStaffRole(login.role);
  if (staff && password.length < STAFF_PASSWORD_MIN_LENGTH) return REFUSALS.staffTooShort;
  // Lower case: the estimator matches words against the password in lower case.
  const known = [login.email, ...login.email.split(/[@._+-]/), ...(login.name?.split(/\s+/) ?? [])]
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);
  const result = await zxcvbn().check(password, known);
  if (result.score >= (staff ? 4 : 3)) return undefined;
  const listed = result.sequence.some(
    (match) => match.pattern === "dictionary" && match.dictionaryName.startsWith("passwords"),
  );
  if (listed) return REFUSALS.common;
  return staff ? REFUSALS.staffGuessable : REFUSALS.guessable;
}

/** The same as a 400 naming `field` (newPassword, or ADMIN_PASSWORD's caller's own). */
export async function refuseWeakPassword(
  password: string,
  login: { role: Role; email: string; name?: string },
  field = "newPassword",
): Promise<void> {
  const refusal = await passwordRefusal(password, login);
  if (!refusal) return;
  throw new HttpError(400, `${field}: ${refusal.message}`, [
    { field, message: refusal.message, said: said(refusal.key) },
  ]).withSaid(refusal.key);
}
