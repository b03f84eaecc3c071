import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from "@filtercycle/contract/account-rules";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { resetPassword } from "../api/reset-password";
import { AUTH_TEXT } from "../constants";
import { useAuthSubmit } from "../hooks/use-auth-submit";
import { useFocusOnShow } from "../hooks/use-focus-on-show";
import { useFormFields } from "../hooks/use-form-fields";
import { fieldMessagesFrom } from "../utils/api-errors";
import { validateConfirmation, validateNewPassword } from "../utils/validation";
import { AuthLayout, authLinkClass, primaryLinkClass } from "./auth-layout";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

const text = AUTH_TEXT.resetPassword;
const LABELS = {
  newPassword: AUTH_TEXT.fields.newPassword,
  confirmPassword: AUTH_TEXT.fields.confirmPassword,
};

/** `?invite=1` marks an invitation: the same page, worded for a first password. */
export function isInvitation(search: URLSearchParams): boolean {
  return search.get("invite") === "1";
}

/**
 * /reset-password?token=… (and `&invite=1` for an invitation). Without a token, or once the API
 * says the link is expired, used or unknown, the page says so and links to /forgot. Success
 * clears the stored session too: a reset revokes every session of the login.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const invite = isInvitation(search);
  const heading = invite ? text.inviteHeading : text.heading;
  const [outcome, setOutcome] = useState<"form" | "invalid-link" | "changed">(
    token ? "form" : "invalid-link",
  );
  const outcomeRef = useFocusOnShow<HTMLDivElement>(outcome === "form" ? null : outcome);

  if (outcome === "invalid-link") {
    return (
      <AuthLayout heading={heading}>
        <FormMessage tone="error" focusRef={outcomeRef}>
          {ACCOUNT_MESSAGES.resetLinkInvalid}
        </FormMessage>
        <Link to={paths.forgot} className={`${primaryLinkClass} mt-6 w-full`}>
          {text.toForgot}
        </Link>
      </AuthLayout>
    );
  }
  if (outcome === "changed") {
    return (
      <AuthLayout heading={heading}>
        <FormMessage tone="success" focusRef={outcomeRef}>
          {ACCOUNT_MESSAGES.passwordChanged}
        </FormMessage>
        <Link to={paths.login} className={`${primaryLinkClass} mt-6 w-full`}>
          {text.toLogin}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      heading={heading}
      intro={invite ? text.inviteIntro : text.intro}
      footer={
        <Link to={paths.login} className={authLinkClass}>
          {AUTH_TEXT.forgot.backToLogin}
        </Link>
      }
    >
      <NewPasswordForm
        token={token}
        onChanged={() => setOutcome("changed")}
        onInvalidLink={() => setOutcome("invalid-link")}
      />
    </AuthLayout>
  );
}

function NewPasswordForm({
  token,
  onChanged,
  onInvalidLink,
}: {
  token: string;
  onChanged: () => void;
  onInvalidLink: () => void;
}) {
  const form = useFormFields({ newPassword: "", confirmPassword: "" }, (values) => ({
    newPassword: validateNewPassword(values.newPassword),
    confirmPassword: validateConfirmation(values.newPassword, values.confirmPassword),
  }));
  const { busy, failure, failureRef, onSubmit } = useAuthSubmit({
    form,
    send: async () => {
      await resetPassword({ token, newPassword: form.values.newPassword });
      onChanged();
    },
    // Only the new password can be wrong on the server's side; the confirmation is ours.
    fieldErrors: (error) => ({ newPassword: fieldMessagesFrom(error, LABELS).newPassword }),
    handleError: (error) => {
      const linkInvalid =
        error.status === 400 &&
        (error.detail === ACCOUNT_MESSAGES.resetLinkInvalid ||
          error.errors.some((item) => item.field === "token"));
      if (linkInvalid) onInvalidLink();
      return linkInvalid;
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure ? (
        <FormMessage tone="error" focusRef={failureRef}>
          {failure.message}
        </FormMessage>
      ) : null}
      <TextField
        label={LABELS.newPassword}
        type="password"
        autoComplete="new-password"
        hint={AUTH_TEXT.passwordHint(PASSWORD_MIN_LENGTH)}
        {...form.field("newPassword")}
      />
      <TextField
        label={LABELS.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <SubmitButton busy={busy} label={AUTH_TEXT.resetPassword.submit} busyLabel={text.busy} />
    </form>
  );
}
