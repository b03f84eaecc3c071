import { BUSINESS_ROLES, type BusinessRole } from "@filtercycle/contract/accounts/account-rules";
import { type RefObject, useId } from "react";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { StatusIcon } from "#web/components/ui/icons";
import { TextInput } from "#web/components/ui/inputs";
import { apiFailure } from "#web/lib/forms/api-failure";
import { type FieldErrors, type FormValues, useForm } from "#web/lib/forms/use-form";
import { ACCOUNT_TEXT } from "../constants";
import { useInviteColleague } from "../hooks/use-team";

const TEXT = ACCOUNT_TEXT.team;
const FIELDS = ["name", "email", "role"] as const;
type InviteField = (typeof FIELDS)[number];

/** A name, something shaped like an e-mail address (the API checks it fully), a role. */
function validate(values: FormValues<InviteField>): FieldErrors<InviteField> {
  const errors: FieldErrors<InviteField> = {};
  const name = values.name.trim();
  if (name === "" || name.length > 120) errors.name = TEXT.errors.name;
  const email = values.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    errors.email = TEXT.errors.email;
  }
  if (!BUSINESS_ROLES.some((role) => role === values.role)) errors.role = TEXT.errors.role;
  return errors;
}

/**
 * "Invite a colleague" (owners): name, e-mail and role. Sent, the dialog closes and the page
 * says "Invitation sent to …"; the team list is the API's answer.
 */
export function InviteColleagueDialog({
  onClose,
  onInvited,
  returnFocus,
}: {
  onClose: () => void;
  onInvited: (email: string) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const roleErrorId = useId();
  const invite = useInviteColleague();
  const form = useForm<InviteField>({
    fields: FIELDS,
    validate,
    showErrors: "submit",
    summary: TEXT.summary,
    submit: async (values) => {
      const email = values.email.trim().toLowerCase();
      await invite.mutateAsync({
        email,
        name: values.name.trim(),
        role: values.role as BusinessRole,
      });
      onInvited(email);
    },
    // A 409 (the address already has a login) on the e-mail address.
    failure: (error) => apiFailure(error, { names: TEXT.errorNames, conflictOn: "email" }),
  });
  const roleError = form.errorOf("role");

  return (
    <FormDialog
      heading={TEXT.inviteHeading}
      about={TEXT.inviteIntro}
      form={form}
      submitLabel={TEXT.send}
      busyLabel={TEXT.sending}
      cancelLabel={TEXT.cancel}
      size="lg"
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <Field label={TEXT.name} error={form.errorOf("name")}>
        {(control) => <TextInput {...control} name="name" autoComplete="off" />}
      </Field>
      <Field label={TEXT.email} error={form.errorOf("email")}>
        {(control) => <TextInput {...control} type="email" name="email" autoComplete="off" />}
      </Field>
      <fieldset aria-describedby={roleError ? roleErrorId : undefined}>
        <legend className="text-sm font-semibold text-ink">{TEXT.roleLegend}</legend>
        <div className="mt-2 space-y-2">
          {BUSINESS_ROLES.map((role) => (
            <label key={role} className="flex cursor-pointer items-start gap-3">
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={role === "viewer"}
                aria-invalid={roleError ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-forest focus-ring"
              />
              <span>{TEXT.roleHints[role]}</span>
            </label>
          ))}
        </div>
        {roleError ? (
          <p
            id={roleErrorId}
            className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800"
          >
            <StatusIcon kind="error" />
            <span>{roleError}</span>
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
