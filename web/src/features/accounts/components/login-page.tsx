import { Link, Navigate } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { paths } from "#web/config/paths";
import { FOCUS_HEADING_STATE } from "#web/hooks/use-focus-on-arrival";
import { useSessionRole } from "#web/hooks/use-session-role";
import { useSessionToken } from "#web/hooks/use-session-token";
import { useForm } from "#web/lib/forms/use-form";
import { login } from "../api/login";
import { type AuthTexts, useAuthTexts } from "../auth-texts";
import { useLoginRedirect } from "../hooks/use-login-redirect";
import { destinationAfterLogin, type LoginRedirectState, loginReason } from "../utils/redirect";
import { authFailure } from "../utils/submit-failure";
import { validateEmail, validatePassword } from "../utils/validation";
import { AuthField, AuthForm } from "./auth-form";
import { AuthLayout, authLinkClass } from "./auth-layout";

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
    return (
      <Navigate
        to={destinationAfterLogin(redirect, role ?? null)}
        state={FOCUS_HEADING_STATE}
        replace
      />
    );
  }
  return <LoginForm redirect={redirect} />;
}

/**
 * What the form says above its fields: that the session ended, or else why a signed-in screen
 * sent the visitor here ("Log in to see your dashboard"); nothing when they came by themselves.
 */
function loginNotice(
  redirect: Partial<LoginRedirectState> | null,
  text: AuthTexts["login"],
): string | null {
  if (redirect?.sessionEnded === true) return text.sessionEnded;
  const reason = loginReason(redirect);
  if (reason === "admin") return text.reasonAdmin;
  if (reason === "dashboard") return text.reasonDashboard;
  if (reason === "other") return text.reasonOther;
  return null;
}

function LoginForm({ redirect }: { redirect: Partial<LoginRedirectState> | null }) {
  const auth = useAuthTexts();
  const text = auth.login;
  const notice = loginNotice(redirect, text);
  const LABELS = { email: auth.fields.email, password: auth.fields.password };
  const form = useForm({
    fields: ["email", "password"],
    validate: (values) => ({
      email: validateEmail(values.email),
      password: validatePassword(values.password),
    }),
    showErrors: "blur",
    // The stored token re-renders LoginPage, which navigates on.
    submit: async (values) => {
      await login({ email: values.email.trim(), password: values.password });
    },
    failure: (error) =>
      authFailure(error, {
        labels: LABELS,
        handle: (apiError) => apiError.status === 401 && text.invalidCredentials,
      }),
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
      <AuthForm
        form={form}
        submit={text.submit}
        busyLabel={text.busy}
        notice={notice ? <Alert tone="info">{notice}</Alert> : null}
      >
        <AuthField
          form={form}
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="username"
        />
        <AuthField
          form={form}
          name="password"
          label={LABELS.password}
          type="password"
          autoComplete="current-password"
        />
      </AuthForm>
    </AuthLayout>
  );
}
