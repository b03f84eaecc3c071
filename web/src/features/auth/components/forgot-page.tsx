import { ACCOUNT_MESSAGES } from "@filtercycle/contract/account-rules";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { requestPasswordReset } from "../api/forgot-password";
import { AUTH_TEXT } from "../constants";
import { useAuthSubmit } from "../hooks/use-auth-submit";
import { useFocusOnShow } from "../hooks/use-focus-on-show";
import { useFormFields } from "../hooks/use-form-fields";
import { fieldMessagesFrom } from "../utils/api-errors";
import { validateEmail } from "../utils/validation";
import { AuthLayout, authLinkClass } from "./auth-layout";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

const text = AUTH_TEXT.forgot;
const LABELS = { email: AUTH_TEXT.fields.email };

/**
 * /forgot. Whatever the address, a 200 shows the same confirmation (PRODUCT.md: the page never
 * tells whether an account exists); a 429 shows the API's "try again in …" message.
 */
export function ForgotPage() {
  const form = useFormFields({ email: "" }, (values) => ({ email: validateEmail(values.email) }));
  const [sent, setSent] = useState(false);
  const sentRef = useFocusOnShow<HTMLDivElement>(sent);
  const { busy, failure, failureRef, onSubmit } = useAuthSubmit({
    form,
    send: async () => {
      await requestPasswordReset(form.values.email.trim());
      setSent(true);
    },
    fieldErrors: (error) => fieldMessagesFrom(error, LABELS),
  });

  const backToLogin = (
    <Link to={paths.login} className={authLinkClass}>
      {text.backToLogin}
    </Link>
  );

  if (sent) {
    return (
      <AuthLayout heading={text.heading} footer={backToLogin}>
        <FormMessage tone="success" focusRef={sentRef}>
          {ACCOUNT_MESSAGES.forgotConfirmation}
        </FormMessage>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading={text.heading} intro={text.intro} footer={backToLogin}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? (
          <FormMessage tone="error" focusRef={failureRef}>
            {failure.message}
          </FormMessage>
        ) : null}
        <TextField
          label={LABELS.email}
          type="email"
          autoComplete="email"
          {...form.field("email")}
        />
        <SubmitButton busy={busy} label={text.submit} busyLabel={text.busy} />
      </form>
    </AuthLayout>
  );
}
