import { type ChangeEvent, type Ref, useId } from "react";

type TextFieldProps = {
  label: string;
  name: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: string;
};

/**
 * A labelled input whose hint and error are tied to it with `aria-describedby`, and which is
 * `aria-invalid` while it shows an error.
 */
export function TextField({
  label,
  name,
  type,
  autoComplete,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink/70">
          {hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        spellCheck={type === "email" ? false : undefined}
        autoCapitalize={type === "email" ? "none" : undefined}
        required
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors focus:outline-3 focus:outline-offset-0 ${
          error
            ? "border-red-700 focus:border-red-700 focus:outline-red-700/25"
            : "border-forest/25 focus:border-leaf focus:outline-leaf/30"
        }`}
      />
      {error ? (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export function ErrorIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-px h-4 w-4 shrink-0"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM9 6a1 1 0 1 1 2 0v4a1 1 0 1 1-2 0V6Zm1 9a1.25 1.25 0 1 0 0-2.5A1.25 1.25 0 0 0 10 15Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
