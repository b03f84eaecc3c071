import { BUSINESS_ROLES, type BusinessRole } from "@filtercycle/contract/accounts/account-rules";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "@filtercycle/contract/languages";
import { type RefObject, useId } from "react";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { StatusIcon } from "#web/components/ui/icons";
import { Select, TextInput } from "#web/components/ui/inputs";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, useAppTexts } from "#web/lib/app-texts";
import { apiFailure } from "#web/lib/forms/api-failure";
import { type FieldErrors, type FormValues, useForm } from "#web/lib/forms/use-form";
import { useInviteColleague } from "../hooks/use-team";

const FIELDS = ["name", "email", "role", "language"] as const;
type InviteField = (typeof FIELDS)[number];

/** A name, something shaped like an e-mail address (the API checks it fully), a role. */
function validate(
  values: FormValues<InviteField>,
  t: AppTexts["account"],
): FieldErrors<InviteField> {
  const errors: FieldErrors<InviteField> = {};
  const name = values.name.trim();
  if (name === "" || name.length > 120) errors.name = t["team.error.name"];
  const email = values.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    errors.email = t["team.error.email"];
  }
  if (!BUSINESS_ROLES.some((role) => role === values.role)) errors.role = t["team.error.role"];
  return errors;
}

/**
 * "Invite a colleague" (owners): name, e-mail, role and the colleague's language (issue 29; the
 * reader's by default, as the invitation was before one could be chosen). Sent, the dialog
 * closes and the page says "Invitation sent to …"; the team list is the API's answer.
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
  const t = useAppTexts().account;
  const readerLanguage = useAppLanguage();
  const form = useForm<InviteField>({
    fields: FIELDS,
    validate: (values) => validate(values, t),
    showErrors: "submit",
    summary: t["team.summary"],
    submit: async (values) => {
      const email = values.email.trim().toLowerCase();
      await invite.mutateAsync({
        email,
        name: values.name.trim(),
        role: values.role as BusinessRole,
        language: isLanguage(values.language) ? values.language : readerLanguage,
      });
      onInvited(email);
    },
    // A 409 (the address already has a login) on the e-mail address.
    failure: (error) =>
      apiFailure<InviteField>(error, {
        names: {
          name: t["team.errorName.name"],
          email: t["team.errorName.email"],
          role: t["team.errorName.role"],
          language: t["team.language"],
        },
        conflictOn: "email",
      }),
  });
  const roleError = form.errorOf("role");

  return (
    <FormDialog
      heading={t["team.inviteHeading"]}
      about={t["team.inviteIntro"]}
      form={form}
      submitLabel={t["team.send"]}
      busyLabel={t["team.sending"]}
      cancelLabel={t["team.cancel"]}
      size="lg"
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <Field label={t["team.name"]} error={form.errorOf("name")}>
        {(control) => <TextInput {...control} name="name" autoComplete="off" />}
      </Field>
      <Field label={t["team.email"]} error={form.errorOf("email")}>
        {(control) => <TextInput {...control} type="email" name="email" autoComplete="off" />}
      </Field>
      <fieldset aria-describedby={roleError ? roleErrorId : undefined}>
        <legend className="text-sm font-semibold text-ink">{t["team.roleLegend"]}</legend>
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
              <span>{t[`team.roleHint.${role}`]}</span>
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
      <Field label={t["team.language"]} hint={t["team.languageHint"]}>
        {(control) => (
          <Select
            {...control}
            name="language"
            defaultValue={readerLanguage}
            // Each language's name in its own script, readable on any screen.
            className="font-language-names"
            options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          />
        )}
      </Field>
    </FormDialog>
  );
}
