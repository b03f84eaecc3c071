import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cx } from "./cx";

/**
 * The form controls. Each takes what Field hands it (`{...control}`) plus its own attributes;
 * `invalid` gives the red border. The ring shows on every focus (not only keyboard focus): a
 * text field is where typing goes, so it should always say it has focus.
 */
type Look = { invalid?: boolean; className?: string };

export function controlClass({ invalid = false, className }: Look = {}): string {
  return cx(
    "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors focus:outline-3 focus:outline-offset-0",
    invalid
      ? "border-red-700 focus:border-red-700 focus:outline-red-700/25"
      : "border-forest/25 focus:border-leaf focus:outline-leaf/30",
    className,
  );
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> &
  Look & { ref?: Ref<HTMLInputElement> };

/** A one-line text input; an e-mail input turns off spell checking and capitals. */
export function TextInput({
  invalid,
  className,
  type = "text",
  ...props
}: InputProps & { type?: "text" | "email" | "password" | "tel" | "url" | "search" }) {
  const email = type === "email";
  return (
    <input
      type={type}
      spellCheck={email ? false : undefined}
      autoCapitalize={email ? "none" : undefined}
      className={controlClass({ invalid, className })}
      {...props}
    />
  );
}

/**
 * A whole number typed as text with the numeric keyboard: `type="number"` would change the value
 * on a scroll and accept "1e3"; the form's rules check the digits.
 */
export function NumberInput({ invalid, className, ...props }: InputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      className={controlClass({ invalid, className })}
      {...props}
    />
  );
}

export function Textarea({
  invalid,
  className,
  rows = 5,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Look & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea rows={rows} className={controlClass({ invalid, className })} {...props} />;
}

/** A select whose first, empty option is `placeholder` ("Choose…"), then `options`. */
export function Select({
  invalid,
  className,
  options,
  placeholder,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> &
  Look & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  return (
    <select className={controlClass({ invalid, className })} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The classes of a native file input: its "Choose file" button looks like the kit's secondary
 * button, the chosen file's name beside it in the body text.
 */
export const fileInputClass =
  "block w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-forest/30 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-forest hover:file:bg-forest/5 focus-ring";
