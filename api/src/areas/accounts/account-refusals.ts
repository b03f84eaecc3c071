import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { HttpError } from "#api/http/problem.ts";
import { said } from "#api/http/said.ts";

/** A wrong current password (change password, a new API token): 400 naming the field. */
export function wrongCurrentPassword(): HttpError {
  return new HttpError(400, `currentPassword: ${ACCOUNT_MESSAGES.wrongCurrentPassword}`, [
    {
      field: "currentPassword",
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      said: said("account.wrongCurrentPassword"),
    },
  ]).withSaid("account.wrongCurrentPassword");
}
