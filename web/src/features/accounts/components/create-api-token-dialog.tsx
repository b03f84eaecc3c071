import { API_TOKEN_NAME_MAX } from "@filtercycle/contract/accounts/api-token-rules";
import type { ApiTokenCreated } from "@filtercycle/contract/accounts/api-tokens";
import { type RefObject, useRef, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { FormDialog, FormDialogActions } from "#web/components/ui/form-dialog";
import { TextInput } from "#web/components/ui/inputs";
import { apiFailure } from "#web/lib/forms/api-failure";
import { type FieldErrors, type FormValues, useForm } from "#web/lib/forms/use-form";
import { ACCOUNT_TEXT } from "../constants";
import { useCreateApiToken } from "../hooks/use-api-tokens";

const TEXT = ACCOUNT_TEXT.apiTokens;
const FIELDS = ["name", "currentPassword"] as const;
type TokenField = (typeof FIELDS)[number];

function validate(values: FormValues<TokenField>): FieldErrors<TokenField> {
  const errors: FieldErrors<TokenField> = {};
  const name = values.name.trim();
  if (name === "" || name.length > API_TOKEN_NAME_MAX) errors.name = TEXT.errors.name;
  if (values.currentPassword === "") errors.currentPassword = TEXT.errors.password;
  return errors;
}

/**
 * "Create an API token": a name and the login's password (the API asks for it, so a script in
 * the page cannot mint a token). Created, the dialog shows the token once, with a copy button;
 * closing it forgets the token.
 */
export function CreateApiTokenDialog({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const create = useCreateApiToken();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const form = useForm<TokenField>({
    fields: FIELDS,
    validate,
    showErrors: "submit",
    summary: TEXT.summary,
    submit: async (values) => {
      setCreated(
        await create.mutateAsync({
          name: values.name.trim(),
          currentPassword: values.currentPassword,
        }),
      );
    },
    failure: (error) => apiFailure(error, { names: TEXT.errorNames }),
  });

  return (
    <FormDialog
      heading={created ? TEXT.shownHeading : TEXT.createHeading}
      about={created ? null : TEXT.createIntro}
      form={form}
      submitLabel={TEXT.submit}
      busyLabel={TEXT.creating}
      cancelLabel={TEXT.cancel}
      size="xl"
      onClose={onClose}
      returnFocus={returnFocus}
      result={created ? <ShownOnce created={created} onDone={onClose} /> : null}
    >
      <Field label={TEXT.name} hint={TEXT.nameHint} error={form.errorOf("name")}>
        {(control) => (
          <TextInput {...control} name="name" autoComplete="off" maxLength={API_TOKEN_NAME_MAX} />
        )}
      </Field>
      <Field label={TEXT.password} hint={TEXT.passwordHint} error={form.errorOf("currentPassword")}>
        {(control) => (
          <TextInput
            {...control}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
          />
        )}
      </Field>
    </FormDialog>
  );
}

/** The new token, read-only and selected on focus, with Copy; it is never shown again. */
function ShownOnce({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const input = useRef<HTMLInputElement>(null);
  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopy("copied");
    } catch {
      // No clipboard (an insecure origin, a refusal): the token stays selectable.
      setCopy("failed");
      input.current?.select();
    }
  };
  return (
    <>
      <Alert tone="info" announce={false}>
        {TEXT.shownOnce}
      </Alert>
      <Field label={TEXT.tokenLabel(created.item.name)}>
        {(control) => (
          <TextInput
            {...control}
            ref={input}
            readOnly
            value={created.token}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
      </Field>
      <div aria-live="polite" className="empty:hidden">
        {copy === "idle" ? null : (
          <Alert tone={copy === "copied" ? "success" : "error"} announce={false}>
            {copy === "copied" ? TEXT.copied : TEXT.copyFailed}
          </Alert>
        )}
      </div>
      <FormDialogActions>
        <Button variant="secondary" size="sm" onClick={() => void copyToken()}>
          {TEXT.copy}
        </Button>
        <Button size="sm" onClick={onDone}>
          {TEXT.done}
        </Button>
      </FormDialogActions>
    </>
  );
}
