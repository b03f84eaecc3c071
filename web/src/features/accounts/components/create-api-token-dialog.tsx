import { API_TOKEN_NAME_MAX } from "@filtercycle/contract/accounts/api-token-rules";
import type { ApiTokenCreated } from "@filtercycle/contract/accounts/api-tokens";
import { type RefObject, useRef, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { FormDialog, FormDialogActions } from "#web/components/ui/form-dialog";
import { TextInput } from "#web/components/ui/inputs";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { apiFailure } from "#web/lib/forms/api-failure";
import { type FieldErrors, type FormValues, useForm } from "#web/lib/forms/use-form";
import { useCreateApiToken } from "../hooks/use-api-tokens";

const FIELDS = ["name", "currentPassword"] as const;
type TokenField = (typeof FIELDS)[number];

function validate(values: FormValues<TokenField>, t: AppTexts["account"]): FieldErrors<TokenField> {
  const errors: FieldErrors<TokenField> = {};
  const name = values.name.trim();
  if (name === "" || name.length > API_TOKEN_NAME_MAX) errors.name = t["tokens.error.name"];
  if (values.currentPassword === "") errors.currentPassword = t["tokens.error.password"];
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
  const t = useAppTexts().account;
  const form = useForm<TokenField>({
    fields: FIELDS,
    validate: (values) => validate(values, t),
    showErrors: "submit",
    summary: t["tokens.summary"],
    submit: async (values) => {
      setCreated(
        await create.mutateAsync({
          name: values.name.trim(),
          currentPassword: values.currentPassword,
        }),
      );
    },
    failure: (error) =>
      apiFailure(error, {
        names: {
          name: t["tokens.errorName.name"],
          currentPassword: t["tokens.errorName.currentPassword"],
        },
      }),
  });

  return (
    <FormDialog
      heading={created ? t["tokens.shownHeading"] : t["tokens.createHeading"]}
      about={created ? null : t["tokens.createIntro"]}
      form={form}
      submitLabel={t["tokens.submit"]}
      busyLabel={t["tokens.creating"]}
      cancelLabel={t["tokens.cancel"]}
      size="xl"
      onClose={onClose}
      returnFocus={returnFocus}
      result={created ? <ShownOnce created={created} onDone={onClose} /> : null}
    >
      <Field label={t["tokens.name"]} hint={t["tokens.nameHint"]} error={form.errorOf("name")}>
        {(control) => (
          <TextInput {...control} name="name" autoComplete="off" maxLength={API_TOKEN_NAME_MAX} />
        )}
      </Field>
      <Field
        label={t["tokens.password"]}
        hint={t["tokens.passwordHint"]}
        error={form.errorOf("currentPassword")}
      >
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
  const t = useAppTexts().account;
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
        {t["tokens.shownOnce"]}
      </Alert>
      <Field label={fill(t["tokens.tokenLabel"], { name: created.item.name })}>
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
            {copy === "copied" ? t["tokens.copied"] : t["tokens.copyFailed"]}
          </Alert>
        )}
      </div>
      <FormDialogActions>
        <Button variant="secondary" size="sm" onClick={() => void copyToken()}>
          {t["tokens.copy"]}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t["tokens.done"]}
        </Button>
      </FormDialogActions>
    </>
  );
}
