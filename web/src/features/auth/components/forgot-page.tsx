import { ACCOUNT_MESSAGES } from "@filtercycle/contract/account-rules";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { API_CLIENT_TEXT, isApiError } from "../../../lib/api-client";
import { requestPasswordReset } from "../api/forgot-password";
import { AUTH_TEXT } from "../constants";
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
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useFocusOnShow<HTMLDivElement>(failure);
  const sentRef = useFocusOnShow<HTMLDivElement>(sent);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!form.checkAll()) return;
    setBusy(true);
    try {
      await requestPasswordReset(form.values.email.trim());
      setSent(true);
    } catch (error) {
      if (!isApiError(error)) {
        setFailure({ message: API_CLIENT_TEXT.unexpectedAnswer });
      } else if (error.status === 400 && form.showServerErrors(fieldMessagesFrom(error, LABELS))) {
        // Shown on the field.
      } else {
        setFailure({ message: error.detail });
      }
    } finally {
      setBusy(false);
    }
  }

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
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
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
