import { type ReactNode, useId } from "react";
import { cx } from "./cx";
import { StatusIcon } from "./icons";

/** What Field hands its control: the id its label points at and the ARIA that ties them. */
export type ControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  /** For the control's look (red border); the same as `aria-invalid`. */
  invalid: boolean;
};

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shown after the label in brackets, e.g. "optional". */
  optionalText?: string;
  /** An id for the control; one is made when not given. */
  id?: string;
  /**
   * "compact" (account screens): small label, hint above the control, read before the error.
   * "roomy" (public forms): larger label, hint below the control so controls side by side stay
   * aligned, the error read first.
   */
  look?: "compact" | "roomy";
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form control with its hint and error message: both are tied to the control with
 * `aria-describedby`, and the control is `aria-invalid` while it shows an error.
 *
 * ```tsx
 * <Field label="E-mail address" error={error}>{(control) => <TextInput {...control} />}</Field>
 * ```
 */
export function Field({
  label,
  hint,
  error,
  optionalText,
  id: givenId,
  look = "compact",
  className,
  children,
}: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const roomy = look === "roomy";
  const describedBy = (roomy ? [errorId, hintId] : [hintId, errorId]).filter(Boolean).join(" ");
  const hintNode = hint ? (
    <p id={hintId} className={cx("text-sm text-ink/70", roomy ? "mt-1.5" : "mt-1")}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={
          roomy ? "block font-semibold text-forest" : "block text-sm font-semibold text-ink"
        }
      >
        {label}
        {optionalText ? (
          <span className="ml-1.5 text-sm font-normal text-ink/70">({optionalText})</span>
        ) : null}
      </label>
      {roomy ? null : hintNode}
      {children({
        id,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": error ? true : undefined,
        invalid: Boolean(error),
      })}
      {roomy ? hintNode : null}
      {error ? (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800"
        >
          <StatusIcon kind="error" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
