import type { ReactNode } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { TextInput } from "#web/components/ui/inputs";
import type { useForm } from "#web/lib/forms/use-form";

type Form<K extends string> = ReturnType<typeof useForm<K>>;

/**
 * The body of an auth form: a message box (above the fields, focused when it appears), the
 * fields, and a full-width submit button that is busy while the request runs.
 */
export function AuthForm<K extends string>({
  form,
  notice,
  submit,
  busyLabel,
  children,
}: {
  form: Form<K>;
  /** Shown when there is no failure to show (e.g. "your session ended"). */
  notice?: ReactNode;
  submit: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form {...form.formProps} className="space-y-5">
      {form.message ? (
        <Alert tone="error" focusRef={form.messageRef}>
          {form.message}
        </Alert>
      ) : (
        notice
      )}
      {children}
      <Button type="submit" busy={form.busy} busyLabel={busyLabel} className="w-full">
        {submit}
      </Button>
    </form>
  );
}

/** A required e-mail or password field of an auth form. */
export function AuthField<K extends string>({
  form,
  name,
  label,
  type,
  autoComplete,
  hint,
}: {
  form: Form<K>;
  name: K;
  label: string;
  type: "email" | "password";
  autoComplete: string;
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint} error={form.errorOf(name)}>
      {(control) => (
        <TextInput {...control} name={name} type={type} autoComplete={autoComplete} required />
      )}
    </Field>
  );
}
