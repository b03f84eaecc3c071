import { type InputHTMLAttributes, useEffect, useRef } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Select, Textarea, TextInput } from "#web/components/ui/inputs";
import { useHydrated } from "../hooks/use-hydrated";
import { useFormText } from "./form-text";

export type EnquiryFieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  kind?: "text" | "email" | "tel" | "textarea" | "select";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  /** For a select: the choices, after an empty "choose" option labelled `placeholder`. */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  rows?: number;
};

/**
 * A field of a public form: the kit's Field (hint below the control) around an uncontrolled
 * control, which the form reads when it is sent.
 */
export function EnquiryField({
  id,
  name,
  label,
  hint,
  error,
  optional,
  kind = "text",
  autoComplete,
  inputMode,
  options = [],
  placeholder,
  rows,
}: EnquiryFieldProps) {
  const formText = useFormText();
  return (
    <Field
      look="roomy"
      id={id}
      label={label}
      hint={hint}
      error={error}
      optionalText={optional ? formText.optional : undefined}
    >
      {(control) => {
        const common = { ...control, name, required: !optional };
        if (kind === "textarea") return <Textarea {...common} rows={rows} />;
        if (kind === "select") {
          return <Select {...common} options={options} placeholder={placeholder} />;
        }
        return (
          <TextInput {...common} type={kind} autoComplete={autoComplete} inputMode={inputMode} />
        );
      }}
    </Field>
  );
}

/**
 * The honeypot: a field people never see or reach (off-screen, not focusable, hidden from
 * assistive technology), which form-filling bots tend to fill. See docs/decisions/0031.
 */
export function HoneypotField({ id }: { id: string }) {
  const formText = useFormText();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{formText.honeypotLabel}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/**
 * Form-level message (error summary, 429, network) in a live region that is always on the page,
 * and the submit button: disabled until the page is hydrated, since before that (or without
 * JavaScript) a click would send the fields as a plain GET, into the address bar and server logs.
 */
export function FormFooter({
  id,
  formError,
  sending,
  label,
}: {
  id: string;
  formError: string | null;
  sending: boolean;
  label: string;
}) {
  const hydrated = useHydrated();
  const formText = useFormText();
  return (
    <div className="mt-2">
      <div id={`${id}-status`} role="alert">
        {formError ? (
          <Alert tone="error" announce={false} className="mb-4">
            {formError}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" busy={sending} busyLabel={formText.sending} disabled={!hydrated}>
        {label}
      </Button>
    </div>
  );
}

/**
 * The thank-you state that replaces a sent form. Its heading takes focus when it appears, so
 * keyboard and screen-reader users land on the confirmation rather than on nothing.
 */
export function FormSuccess({
  heading,
  text,
  again,
  onAgain,
}: {
  heading: string;
  text: string;
  again: string;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="rounded-2xl border border-leaf/30 bg-leaf/10 p-6">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-forest focus:outline-none"
      >
        {heading}
      </h3>
      <p className="mt-2 leading-7 text-ink/80">{text}</p>
      <button
        type="button"
        onClick={onAgain}
        className="mt-4 rounded-sm font-semibold text-leaf underline underline-offset-4 hover:text-forest focus-ring"
      >
        {again}
      </button>
    </div>
  );
}

/** Shown only without JavaScript, where the form cannot be sent. */
export function NoScriptNote() {
  const formText = useFormText();
  return (
    <noscript>
      <p className="mb-4 rounded-lg bg-cream px-4 py-3 text-sm text-ink/80">{formText.noScript}</p>
    </noscript>
  );
}
