import {
  ACCOUNT_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from "@filtercycle/contract/accounts/account-rules";
import { isStaffRole } from "@filtercycle/contract/roles";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { ButtonLink } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { useSessionRole } from "#web/hooks/use-session-role";
import { useForm } from "#web/lib/forms/use-form";
import { resetPassword } from "../api/reset-password";
import { useAuthTexts } from "../auth-texts";
import { useFocusOnShow } from "../hooks/use-focus-on-show";
import { homeFor } from "../utils/redirect";
import { authFailure } from "../utils/submit-failure";
import { validateConfirmation, validateNewPassword } from "../utils/validation";
import { AuthField, AuthForm } from "./auth-form";
import { AuthLayout, authLinkClass } from "./auth-layout";

/** `?invite=1` marks an invitation: the same page, worded for a first password. */
export function isInvitation(search: URLSearchParams): boolean {
  return search.get("invite") === "1";
}

/**
 * /reset-password?token=… (and `&invite=1` for an invitation). Without a token, or once the API
 * says the link is expired, used or unknown, the page says so and links to /forgot. Success
 * clears the stored session too: a reset revokes every session of the login. An invitation's
 * first password signs the invitee in (the API answers with a session): the page says the
 * account is ready and links to the dashboard (the console for a staff login).
 */
export function ResetPasswordPage() {
  const AUTH_TEXT = useAuthTexts();
  const text = AUTH_TEXT.resetPassword;
  const _LABELS = {
    newPassword: AUTH_TEXT.fields.newPassword,
    confirmPassword: AUTH_TEXT.fields.confirmPassword,
  };
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const invite = isInvitation(search);
  const heading = invite ? text.inviteHeading : text.heading;
  const [outcome, setOutcome] = useState<"form" | "invalid-link" | "changed" | "signed-in">(
    token ? "form" : "invalid-link",
  );
  const outcomeRef = useFocusOnShow<HTMLDivElement>(outcome === "form" ? null : outcome);

  if (outcome === "invalid-link") {
    return (
      <AuthLayout heading={heading}>
        <Alert tone="error" focusRef={outcomeRef}>
          {text.linkInvalid}
        </Alert>
        <ButtonLink to={paths.forgot} className="mt-6 w-full">
          {text.toForgot}
        </ButtonLink>
      </AuthLayout>
    );
  }
  if (outcome === "signed-in") {
    return (
      <AuthLayout heading={heading}>
        <Alert tone="success" focusRef={outcomeRef}>
          {text.accountReady}
        </Alert>
        <HomeLink />
      </AuthLayout>
    );
  }
  if (outcome === "changed") {
    return (
      <AuthLayout heading={heading}>
        <Alert tone="success" focusRef={outcomeRef}>
          {text.passwordChanged}
        </Alert>
        <ButtonLink to={paths.login} className="mt-6 w-full">
          {text.toLogin}
        </ButtonLink>
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
        onChanged={setOutcome}
        onInvalidLink={() => setOutcome("invalid-link")}
      />
    </AuthLayout>
  );
}

/** Where the signed-in invitee goes on: the console for a staff login, else the dashboard. */
function HomeLink() {
  const AUTH_TEXT = useAuthTexts();
  const text = AUTH_TEXT.resetPassword;
  const _LABELS = {
    newPassword: AUTH_TEXT.fields.newPassword,
    confirmPassword: AUTH_TEXT.fields.confirmPassword,
  };
  const role = useSessionRole();
  return (
    <ButtonLink to={homeFor(role ?? null)} className="mt-6 w-full">
      {isStaffRole(role) ? text.toConsole : AUTH_TEXT.accessDenied.toDashboard}
    </ButtonLink>
  );
}

function NewPasswordForm({
  token,
  onChanged,
  onInvalidLink,
}: {
  token: string;
  onChanged: (outcome: "changed" | "signed-in") => void;
  onInvalidLink: () => void;
}) {
  const AUTH_TEXT = useAuthTexts();
  const text = AUTH_TEXT.resetPassword;
  const LABELS = {
    newPassword: AUTH_TEXT.fields.newPassword,
    confirmPassword: AUTH_TEXT.fields.confirmPassword,
  };
  const form = useForm({
    fields: ["newPassword", "confirmPassword"],
    validate: (values) => ({
      newPassword: validateNewPassword(values.newPassword),
      confirmPassword: validateConfirmation(values.newPassword, values.confirmPassword),
    }),
    showErrors: "blur",
    submit: async (values) => {
      onChanged(await resetPassword({ token, newPassword: values.newPassword }));
    },
    failure: (error) =>
      authFailure(error, {
        // Only the new password can be wrong on the server's side; the confirmation is ours.
        labels: { newPassword: LABELS.newPassword },
        handle: (apiError) => {
          const linkInvalid =
            apiError.status === 400 &&
            (apiError.detail === ACCOUNT_MESSAGES.resetLinkInvalid ||
              apiError.errors.some((item) => item.field === "token"));
          if (linkInvalid) onInvalidLink();
          return linkInvalid;
        },
      }),
  });

  return (
    <AuthForm form={form} submit={text.submit} busyLabel={text.busy}>
      <AuthField
        form={form}
        name="newPassword"
        label={LABELS.newPassword}
        type="password"
        autoComplete="new-password"
        hint={AUTH_TEXT.passwordHint(PASSWORD_MIN_LENGTH)}
      />
      <AuthField
        form={form}
        name="confirmPassword"
        label={LABELS.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
