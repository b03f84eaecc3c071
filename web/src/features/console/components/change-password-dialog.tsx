import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@filtercycle/contract/account-rules";
import { type RefObject, useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { TextInput } from "#web/components/ui/inputs";
import { API_CLIENT_TEXT, isApiError } from "#web/lib/api-client";
import { type FieldErrors, type FormValues, useForm } from "#web/lib/forms/use-form";
import { changePassword } from "../api/change-password";
import { CHANGE_PASSWORD_TEXT as TEXT } from "../constants";

type Name = "currentPassword" | "newPassword" | "confirmPassword";
const FIELDS: readonly Name[] = ["currentPassword", "newPassword", "confirmPassword"];
const LABELS: Record<Name, string> = {
  currentPassword: TEXT.currentPassword,
  newPassword: TEXT.newPassword,
  confirmPassword: TEXT.confirmPassword,
};

function validate(values: FormValues<Name>): FieldErrors<Name> {
  const { currentPassword, newPassword, confirmPassword } = values;
  return {
    currentPassword: currentPassword ? undefined : TEXT.required(TEXT.currentPassword),
    newPassword: !newPassword
      ? TEXT.required(TEXT.newPassword)
      : newPassword.length < PASSWORD_MIN_LENGTH
        ? TEXT.tooShort(PASSWORD_MIN_LENGTH)
        : newPassword.length > PASSWORD_MAX_LENGTH
          ? TEXT.tooLong(PASSWORD_MAX_LENGTH)
          : undefined,
    confirmPassword: newPassword !== confirmPassword ? TEXT.mismatch : undefined,
  };
}

/** The API's field messages are predicates ("is not your current password"): the label goes first. */
function sentence(label: string, message: string): string {
  const text = /^[a-z]/.test(message) ? `${label} ${message}` : message;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Change password (from the account menu): current password, new password twice. A wrong
 * current password shows on its field; success says so in the dialog (other sessions ended).
 */
export function ChangePasswordDialog({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  /** Where focus goes when the dialog closes (the account menu's button). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Name>({
    fields: FIELDS,
    validate,
    showErrors: "submit",
    summary: TEXT.summary,
    submit: async (values) => {
      setDone(
        await changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        }),
      );
    },
    failure: (error) => {
      if (!isApiError(error)) return { message: API_CLIENT_TEXT.unexpectedAnswer };
      if (error.status === 400) {
        const fields: FieldErrors<Name> = {};
        for (const { field, message } of error.errors) {
          if (field === "currentPassword" || field === "newPassword") {
            fields[field] ??= sentence(LABELS[field], message);
          }
        }
        if (Object.keys(fields).length > 0) return { fields };
      }
      return { message: error.detail };
    },
  });

  return (
    <Dialog
      labelledBy={headingId}
      onClose={onClose}
      returnFocus={returnFocus}
      className="w-[min(28rem,calc(100vw-2rem))]"
    >
      <div className="p-6">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {TEXT.heading}
        </h2>
        {done ? (
          <>
            <Alert tone="success" className="mt-4">
              {done}
            </Alert>
            <Button className="mt-6" onClick={onClose}>
              {TEXT.close}
            </Button>
          </>
        ) : (
          <form {...form.formProps} className="mt-4 space-y-4">
            <p className="text-sm text-ink/80">{TEXT.intro}</p>
            {form.message ? (
              <Alert tone="error" focusRef={form.messageRef}>
                {form.message}
              </Alert>
            ) : null}
            {FIELDS.map((name) => (
              <Field
                key={name}
                label={LABELS[name]}
                hint={name === "newPassword" ? TEXT.hint(PASSWORD_MIN_LENGTH) : undefined}
                error={form.errorOf(name)}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    name={name}
                    type="password"
                    autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
                    required
                  />
                )}
              </Field>
            ))}
            <div className="flex flex-wrap gap-3 pt-2">
              <Button type="submit" busy={form.busy} busyLabel={TEXT.busy}>
                {TEXT.submit}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                {TEXT.cancel}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
