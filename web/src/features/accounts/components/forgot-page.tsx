import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { paths } from "#web/config/paths";
import { useForm } from "#web/lib/forms/use-form";
import { requestPasswordReset } from "../api/forgot-password";
import { useAuthTexts } from "../auth-texts";
import { useFocusOnShow } from "../hooks/use-focus-on-show";
import { authFailure } from "../utils/submit-failure";
import { validateEmail } from "../utils/validation";
import { AuthField, AuthForm } from "./auth-form";
import { AuthLayout, authLinkClass } from "./auth-layout";

/**
 * /forgot. Whatever the address, a 200 shows the same confirmation (PRODUCT.md: the page never
 * tells whether an account exists); a 429 shows the API's "try again in …" message.
 */
export function ForgotPage() {
  const auth = useAuthTexts();
  const text = auth.forgot;
  const LABELS = { email: auth.fields.email };
  const [sent, setSent] = useState(false);
  const sentRef = useFocusOnShow<HTMLDivElement>(sent);
  const form = useForm({
    fields: ["email"],
    validate: (values) => ({ email: validateEmail(values.email) }),
    showErrors: "blur",
    submit: async (values) => {
      await requestPasswordReset(values.email.trim());
      setSent(true);
    },
    failure: (error) => authFailure(error, { labels: LABELS }),
  });

  const backToLogin = (
    <Link to={paths.login} className={authLinkClass}>
      {text.backToLogin}
    </Link>
  );

  if (sent) {
    return (
      <AuthLayout heading={text.heading} footer={backToLogin}>
        <Alert tone="success" focusRef={sentRef}>
          {text.sent}
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading={text.heading} intro={text.intro} footer={backToLogin}>
      <AuthForm form={form} submit={text.submit} busyLabel={text.busy}>
        <AuthField
          form={form}
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
        />
      </AuthForm>
    </AuthLayout>
  );
}
