import { BUSINESS_ROLES, type BusinessRole } from "@filtercycle/contract/account-rules";
import { type RefObject, useId } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { StatusIcon } from "#web/components/ui/icons";
import { TextInput } from "#web/components/ui/inputs";
import { isApiError } from "#web/lib/api-client";
import { apiFailure } from "#web/lib/forms/api-failure";
import {
  type FieldErrors,
  type FormValues,
  type SubmitFailure,
  useForm,
} from "#web/lib/forms/use-form";
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
 * The API's refusal on its field: a 400's field messages, and a 409 (the address already has a
 * login) on the e-mail address; anything else above the form.
 */
function failure(error: unknown): SubmitFailure<InviteField> {
  if (isApiError(error) && error.status === 409) return { fields: { email: error.detail } };
  return apiFailure(error, FIELDS);
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
  const headingId = useId();
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
    failure,
  });
  const roleError = form.errorOf("role");

  return (
    <Dialog
      labelledBy={headingId}
      onClose={onClose}
      returnFocus={returnFocus}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <form {...form.formProps} className="space-y-4 p-6">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {TEXT.inviteHeading}
        </h2>
        <p className="text-ink/80">{TEXT.inviteIntro}</p>
        {form.message ? (
          <Alert tone="error" focusRef={form.messageRef}>
            {form.message}
          </Alert>
        ) : null}
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
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" size="sm" busy={form.busy} busyLabel={TEXT.sending}>
            {TEXT.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
