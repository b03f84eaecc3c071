import { ACCOUNT_MESSAGES } from "@filtercycle/contract/account-rules";
import { Link, Navigate } from "react-router";
import { paths } from "../../../config/paths";
import { useSessionRole } from "../../../hooks/use-session-role";
import { useSessionToken } from "../../../hooks/use-session-token";
import { login } from "../api/login";
import { AUTH_TEXT } from "../constants";
import { useAuthSubmit } from "../hooks/use-auth-submit";
import { useFormFields } from "../hooks/use-form-fields";
import { useLoginRedirect } from "../hooks/use-login-redirect";
import { fieldMessagesFrom } from "../utils/api-errors";
import { destinationAfterLogin } from "../utils/redirect";
import { validateEmail, validatePassword } from "../utils/validation";
import { AuthLayout, authLinkClass } from "./auth-layout";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

const text = AUTH_TEXT.login;
const LABELS = { email: AUTH_TEXT.fields.email, password: AUTH_TEXT.fields.password };

/**
 * /login. A logged-in visitor (token stored) goes straight on: back to the page the signed-in
 * layout sent them from, else /admin for staff and /dashboard for customers. Logging in stores the
 * session, and the same rule then takes the user on.
 */
export function LoginPage() {
  const token = useSessionToken();
  const role = useSessionRole();
  const redirect = useLoginRedirect();

  // Hydrating: whether a session is stored is not known yet.
  if (token === undefined) return null;
  if (token !== null) {
    return <Navigate to={destinationAfterLogin(redirect, role ?? null)} replace />;
  }
  return <LoginForm sessionEnded={redirect?.sessionEnded === true} />;
}

function LoginForm({ sessionEnded }: { sessionEnded: boolean }) {
  const form = useFormFields({ email: "", password: "" }, (values) => ({
    email: validateEmail(values.email),
    password: validatePassword(values.password),
  }));
  const { busy, failure, failureRef, onSubmit } = useAuthSubmit({
    form,
    send: async () => {
      await login({ email: form.values.email.trim(), password: form.values.password });
      // The stored token re-renders LoginPage, which navigates on.
    },
    fieldErrors: (error) => fieldMessagesFrom(error, LABELS),
    handleError: (error) => error.status === 401 && ACCOUNT_MESSAGES.invalidCredentials,
  });

  return (
    <AuthLayout
      heading={text.heading}
      intro={text.intro}
      footer={
        <Link to={paths.forgot} className={authLinkClass}>
          {text.forgotLink}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {sessionEnded && !failure ? (
          <FormMessage tone="info">{ACCOUNT_MESSAGES.sessionEnded}</FormMessage>
        ) : null}
        {failure ? (
          <FormMessage tone="error" focusRef={failureRef}>
            {failure.message}
          </FormMessage>
        ) : null}
        <TextField
          label={LABELS.email}
          type="email"
          autoComplete="username"
          {...form.field("email")}
        />
        <TextField
          label={LABELS.password}
          type="password"
          autoComplete="current-password"
          {...form.field("password")}
        />
        <SubmitButton busy={busy} label={text.submit} busyLabel={text.busy} />
      </form>
    </AuthLayout>
  );
}
