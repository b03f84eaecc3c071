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
    failure: (error) => apiFailure(error, { names: LABELS }),
  });

  return (
    <FormDialog
      heading={TEXT.heading}
      about={done ? null : TEXT.intro}
      form={form}
      submitLabel={TEXT.submit}
      busyLabel={TEXT.busy}
      cancelLabel={TEXT.cancel}
      size="sm"
      onClose={onClose}
      returnFocus={returnFocus}
      result={
        done ? (
          <>
            <Alert tone="success">{done}</Alert>
            <FormDialogActions>
              <Button size="sm" onClick={onClose}>
                {TEXT.close}
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
          hint={name === "newPassword" ? TEXT.hint(PASSWORD_MIN_LENGTH) : undefined}
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
