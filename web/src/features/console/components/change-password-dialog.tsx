import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@filtercycle/contract/accounts/account-rules";
import { type RefObject, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { FormDialog, FormDialogActions } from "#web/components/ui/form-dialog";
import { TextField } from "#web/components/ui/form-fields";
import { apiFailure } from "#web/lib/forms/api-failure";
import { type FieldErrors, type FormValues, useForm } from "#web/lib/forms/use-form";
import { changePassword } from "../api/change-password";
import { type ConsoleText, useConsoleText } from "../utils/console-texts";

type Name = "currentPassword" | "newPassword" | "confirmPassword";
const FIELDS: readonly Name[] = ["currentPassword", "newPassword", "confirmPassword"];
const labelsOf = (t: ConsoleText): Record<Name, string> => ({
  currentPassword: t["password.current"],
  newPassword: t["password.new"],
  confirmPassword: t["password.confirm"],
});

function validate(values: FormValues<Name>, t: ConsoleText): FieldErrors<Name> {
  const { currentPassword, newPassword, confirmPassword } = values;
  return {
    currentPassword: currentPassword ? undefined : t.passwordRequired(t["password.current"]),
    newPassword: !newPassword
      ? t.passwordRequired(t["password.new"])
      : newPassword.length < PASSWORD_MIN_LENGTH
        ? t.passwordTooShort(PASSWORD_MIN_LENGTH)
        : newPassword.length > PASSWORD_MAX_LENGTH
          ? t.passwordTooLong(PASSWORD_MAX_LENGTH)
          : undefined,
    confirmPassword: newPassword !== confirmPassword ? t["password.mismatch"] : undefined,
  };
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
  const t = useConsoleText();
  const LABELS = labelsOf(t);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Name>({
    fields: FIELDS,
    validate: (values) => validate(values, t),
    showErrors: "submit",
    summary: t["password.summary"],
    submit: async (values) => {
      setDone(
        await changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        }),
      );
    },
    failure: (error) => apiFailure(error, { names: LABELS }),
  });

  return (
    <FormDialog
      heading={t["password.heading"]}
      about={done ? null : t["password.intro"]}
      form={form}
      submitLabel={t["password.submit"]}
      busyLabel={t["password.busy"]}
      cancelLabel={t["password.cancel"]}
      size="sm"
      onClose={onClose}
      returnFocus={returnFocus}
      result={
        done ? (
          <>
            <Alert tone="success">{done}</Alert>
            <FormDialogActions>
              <Button size="sm" onClick={onClose}>
                {t["password.close"]}
              </Button>
            </FormDialogActions>
          </>
        ) : null
      }
    >
      {FIELDS.map((name) => (
        <TextField
          key={name}
          label={LABELS[name]}
          hint={name === "newPassword" ? t.passwordHint(PASSWORD_MIN_LENGTH) : undefined}
          error={form.errorOf(name)}
          name={name}
          type="password"
          autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
          required
        />
      ))}
    </FormDialog>
  );
}
