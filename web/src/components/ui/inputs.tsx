import { isCalendarDate } from "@filtercycle/contract/dates";
import { dayFirstText, readDayText } from "@filtercycle/contract/day-text";
import {
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useRef,
  useState,
} from "react";
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> &
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

type DateInputProps = Omit<InputProps, "value" | "defaultValue" | "onChange"> & {
  /** `YYYY-MM-DD` (controlled). */
  value?: string;
  /** `YYYY-MM-DD` (uncontrolled). */
  defaultValue?: string;
  /** The day typed, as `YYYY-MM-DD`; text that names no day is passed as typed, for the form's check. */
  onValueChange?: (value: string) => void;
};

/** What a field holds for the form: the day as `YYYY-MM-DD`, "" when empty, else the text as typed. */
const wireOf = (text: string) => {
  if (text.trim() === "") return "";
  const read = readDayText(text);
  return "date" in read ? read.date : text;
};
/** How a `YYYY-MM-DD` value is shown: day first, "21/11/2026". */
const shownOf = (value: string) => (isCalendarDate(value) ? dayFirstText(value) : value);

/**
 * A calendar day typed day first, "21/11/2026" (en-IN), whatever the browser's language: a native
 * `<input type="date">` shows mm/dd/yyyy in an en-US browser and ignores `lang` (tried in
 * Chromium, docs/decisions/0084). It also takes 21-11-2026 and 2026-11-21. With a `name`, the form
 * reads `YYYY-MM-DD` (a hidden input); the calendar button opens the browser's own picker.
 */
export function DateInput({
  invalid,
  className,
  name,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  disabled,
  ...props
}: DateInputProps) {
  const [text, setText] = useState(() => shownOf(value ?? defaultValue ?? ""));
  const picker = useRef<HTMLInputElement>(null);
  // A controlled value changed from outside (a preset, a reset): show it, unless it is the
  // day the text already names (typing "2026-11-2" must not be rewritten mid-way). Adjusted
  // while rendering, as React advises for state that follows a prop.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && wireOf(text) !== value) setText(shownOf(value));
  }
  const change = (next: string) => {
    setText(next);
    onValueChange?.(wireOf(next));
  };
  const wire = wireOf(text);
  return (
    <span className="relative block">
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        disabled={disabled}
        className={controlClass({ invalid, className: cx("pr-11", className) })}
        value={text}
        onChange={(event) => change(event.target.value)}
        {...props}
      />
      {name ? <input type="hidden" name={name} value={wire} /> : null}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute bottom-0 left-0 h-px w-px opacity-0"
        value={isCalendarDate(wire) ? wire : ""}
        min={min}
        max={max}
        onChange={(event) => {
          if (event.target.value) change(dayFirstText(event.target.value));
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-label="Choose on a calendar"
        tabIndex={-1}
        className="absolute right-1.5 top-1/2 mt-0.75 -translate-y-1/2 rounded-md p-1.5 text-forest/70 hover:bg-forest/10"
        onClick={() => picker.current?.showPicker?.()}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
          <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
        </svg>
      </button>
    </span>
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
