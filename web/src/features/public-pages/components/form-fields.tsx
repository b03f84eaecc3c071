import { type InputHTMLAttributes, useEffect, useRef } from "react";
import { FORM_TEXT } from "../content/forms";
import { useHydrated } from "../hooks/use-hydrated";

const controlClass =
  "mt-2 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-leaf";

export type FieldProps = {
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
 * A labelled form control with its hint and error message wired to it (aria-describedby,
 * aria-invalid). Uncontrolled: the form reads the values when it is sent.
 */
export function Field({ id, label, hint, error, optional, kind = "text", ...props }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    name: props.name,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    className: `${controlClass} ${error ? "border-red-700" : "border-forest/25"}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-forest">
        {label}
        {optional ? (
          <span className="ml-1.5 text-sm font-normal text-ink/70">({FORM_TEXT.optional})</span>
        ) : null}
      </label>
      {kind === "textarea" ? (
        <textarea {...control} rows={props.rows ?? 5} />
      ) : kind === "select" ? (
        <select {...control} defaultValue="">
          <option value="">{props.placeholder}</option>
          {props.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...control}
          type={kind}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
        />
      )}
      {/* Below the control, so controls side by side stay aligned whether or not they have one. */}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink/70">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: a field people never see or reach (off-screen, not focusable, hidden from
 * assistive technology), which form-filling bots tend to fill. See docs/decisions/0031.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{FORM_TEXT.honeypotLabel}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** Form-level message (error summary, 429, network) and the submit button. */
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
  return (
    <div className="mt-2">
      <div id={`${id}-status`} role="alert">
        {formError ? (
          <p className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {formError}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sending || !hydrated}
        className="rounded-full bg-forest px-7 py-3 font-semibold text-white hover:bg-leaf focus-ring disabled:opacity-60"
      >
        {sending ? FORM_TEXT.sending : label}
      </button>
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
  return (
    <noscript>
      <p className="mb-4 rounded-lg bg-cream px-4 py-3 text-sm text-ink/80">{FORM_TEXT.noScript}</p>
    </noscript>
  );
}
