import {
  ACCOUNT_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@filtercycle/contract/accounts/account-rules";
import { type RefObject, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { FormDialog, FormDialogActions } from "#web/components/ui/form-dialog";
import { TextField } from "#web/components/ui/form-fields";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { apiFailure } from "#web/lib/forms/api-failure";
import { type FieldErrors, type FormValues, useForm } from "#web/lib/forms/use-form";
import { changePassword } from "../api/change-password";

type Name = "currentPassword" | "newPassword" | "confirmPassword";
const FIELDS: readonly Name[] = ["currentPassword", "newPassword", "confirmPassword"];
type Texts = AppTexts["account"];

/** The dialog's words in the login's language (the account area; CHANGE_PASSWORD_TEXT is English's). */
function validate(values: FormValues<Name>, t: Texts): FieldErrors<Name> {
  const { currentPassword, newPassword, confirmPassword } = values;
  return {
    currentPassword: currentPassword ? undefined : t["passwordDialog.currentRequired"],
    newPassword: !newPassword
      ? t["passwordDialog.newRequired"]
      : newPassword.length < PASSWORD_MIN_LENGTH
        ? fill(t["passwordDialog.tooShort"], { min: PASSWORD_MIN_LENGTH })
        : newPassword.length > PASSWORD_MAX_LENGTH
          ? fill(t["passwordDialog.tooLong"], { max: PASSWORD_MAX_LENGTH })
          : undefined,
    confirmPassword: newPassword !== confirmPassword ? t["passwordDialog.mismatch"] : undefined,
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
  const t = useAppTexts().account;
  const labels: Record<Name, string> = {
    currentPassword: t["passwordDialog.currentPassword"],
    newPassword: t["passwordDialog.newPassword"],
    confirmPassword: t["passwordDialog.confirmPassword"],
  };
  const form = useForm<Name>({
    fields: FIELDS,
    validate: (values) => validate(values, t),
    showErrors: "submit",
    summary: t["passwordDialog.summary"],
    submit: async (values) => {
      const answer = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      // The API's sentence in English; the same news in the reader's words.
      setDone(answer === ACCOUNT_MESSAGES.passwordChanged ? t["passwordDialog.done"] : answer);
    },
    failure: (error) => apiFailure(error, { names: labels }),
  });

  return (
    <FormDialog
      heading={t["passwordDialog.heading"]}
      about={done ? null : t["passwordDialog.intro"]}
      form={form}
      submitLabel={t["passwordDialog.submit"]}
      busyLabel={t["passwordDialog.busy"]}
      cancelLabel={t["passwordDialog.cancel"]}
      size="sm"
      onClose={onClose}
      returnFocus={returnFocus}
      result={
        done ? (
          <>
            <Alert tone="success">{done}</Alert>
            <FormDialogActions>
              <Button size="sm" onClick={onClose}>
                {t["passwordDialog.close"]}
              </Button>
            </FormDialogActions>
          </>
        ) : null
      }
    >
      {FIELDS.map((name) => (
        <TextField
          key={name}
          label={labels[name]}
          hint={
            name === "newPassword"
              ? fill(t["passwordDialog.hint"], { min: PASSWORD_MIN_LENGTH })
              : undefined
          }
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
