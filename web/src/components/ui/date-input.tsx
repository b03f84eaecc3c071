import { isCalendarDate } from "@filtercycle/contract/dates";
import { dayFirstText, readDayText } from "@filtercycle/contract/day-text";
import { useRef, useState } from "react";
import { useAppTexts } from "#web/lib/app-texts";
import { cx } from "./cx";
import { controlClass, type InputProps } from "./inputs";

// Its own module, apart from the other controls: the public pages' forms use those, and the
// day parsing and calendar code need not travel with them (the 130 KB JavaScript budget).

// No `ref`: the box a ref would reach holds the day as shown ("02/12/2026"), which no API
// takes. A form reads the day from its `name` (FormData), a screen from `onValueChange`.
export type DateInputProps = Omit<InputProps, "value" | "defaultValue" | "onChange" | "ref"> & {
  /** `YYYY-MM-DD` (controlled). */
  value?: string;
  /** `YYYY-MM-DD` (uncontrolled). */
  defaultValue?: string;
  /** The day typed, as `YYYY-MM-DD`; text that names no day is passed as typed, for the form's check. */
  onValueChange?: (value: string) => void;
  /** The calendar button's name, in the screen's language ("Choose on a calendar"). */
  calendarLabel?: string;
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
  calendarLabel: calendarLabelGiven,
  min,
  max,
  disabled,
  ...props
}: DateInputProps) {
  // "Choose on a calendar" in the reader's language unless the screen names it (issue 29).
  const common = useAppTexts().common;
  const calendarLabel = calendarLabelGiven ?? common.calendar;
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
        aria-label={calendarLabel}
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
