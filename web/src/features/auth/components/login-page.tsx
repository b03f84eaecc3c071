import { ACCOUNT_MESSAGES } from "@filtercycle/contract/account-rules";
import { type FormEvent, useState } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { paths } from "../../../config/paths";
import { useSessionRole } from "../../../hooks/use-session-role";
import { useSessionToken } from "../../../hooks/use-session-token";
import { API_CLIENT_TEXT, isApiError } from "../../../lib/api-client";
import { login } from "../api/login";
import { AUTH_TEXT } from "../constants";
import { useFocusOnShow } from "../hooks/use-focus-on-show";
import { useFormFields } from "../hooks/use-form-fields";
import { fieldMessagesFrom } from "../utils/api-errors";
import { destinationAfterLogin, type LoginRedirectState } from "../utils/redirect";
import { validateEmail, validatePassword } from "../utils/validation";
import { AuthLayout, authLinkClass } from "./auth-layout";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

const text = AUTH_TEXT.login;
const LABELS = { email: AUTH_TEXT.fields.email, password: AUTH_TEXT.fields.password };

/**
 * /login. A logged-in visitor (token stored) goes straight on: back to the page ProtectedRoute
 * sent them from, else /admin for staff and /dashboard for customers. Logging in stores the
 * session, and the same rule then takes the user on.
 */
export function LoginPage() {
  const token = useSessionToken();
  const role = useSessionRole();
  const location = useLocation();

  // Hydrating: whether a session is stored is not known yet.
  if (token === undefined) return null;
  if (token !== null) {
    return <Navigate to={destinationAfterLogin(location.state, role ?? null)} replace />;
  }
  const state = location.state as Partial<LoginRedirectState> | null;
  return <LoginForm sessionEnded={state?.sessionEnded === true} />;
}

function LoginForm({ sessionEnded }: { sessionEnded: boolean }) {
  const form = useFormFields({ email: "", password: "" }, (values) => ({
    email: validateEmail(values.email),
    password: validatePassword(values.password),
  }));
  const [busy, setBusy] = useState(false);
  // A new object per failure, so focus moves to the box again when the same message repeats.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useFocusOnShow<HTMLDivElement>(failure);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!form.checkAll()) return;
    setBusy(true);
    try {
      await login({ email: form.values.email.trim(), password: form.values.password });
      // The stored token re-renders LoginPage, which navigates on.
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) {
        setFailure({ message: API_CLIENT_TEXT.unexpectedAnswer });
      } else if (error.status === 401) {
        setFailure({ message: ACCOUNT_MESSAGES.invalidCredentials });
      } else if (error.status === 400 && form.showServerErrors(fieldMessagesFrom(error, LABELS))) {
        // Shown on the fields.
      } else {
        // 429 ("Too many attempts… try again in N minutes"), 5xx, network: the API's own words.
        setFailure({ message: error.detail });
      }
    }
  }

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
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
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
