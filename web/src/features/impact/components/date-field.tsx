import { dayFirstText } from "@filtercycle/contract/day-text";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useAppLanguage } from "#web/lib/app-language";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { parseTypedDate } from "#web/lib/dashboard-dates";

const Calendar = lazy(() => import("./calendar"));

/**
 * One date of a table's range (SPEC.md §2: pickers with placeholders "Select Start Date" /
 * "Select End Date"). A text box showing the day first (DD/MM/YYYY) that takes a typed day (YYYY-MM-DD or DD/MM/YYYY, checked when
 * the field is left or Enter is pressed) and opens a calendar: clicking the box opens it beside
 * the text (typing still works), the calendar button opens it with focus in the grid. Escape
 * or a click elsewhere closes it; choosing a day closes it and returns focus to the box.
 * `value` is `YYYY-MM-DD` or null.
 */
export function DateField({
  label,
  table,
  placeholder,
  value,
  onChange,
  align = "start",
}: {
  label: string;
  /** Which edge the calendar lines up with: "end" for a field at the right of its card, so the
   * calendar opens leftwards instead of overhanging the card. */
  align?: "start" | "end";
  /** The table the field belongs to: its accessible name says which ("Collection table start date"). */
  table: string;
  placeholder: string;
  value: string | null;
  onChange: (isoDate: string | null) => void;
}) {
  const id = useId();
  // Four pickers on one screen: each is named by its table, the visible label stays short.
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();
  const name = fill(t["table.dateFieldName"], { table, label: label.toLowerCase() });
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // Shown day first ("01/11/2026"), as every date box of the product, in each language.
  const [text, setText] = useState(value ? dayFirstText(value) : "");
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState<false | "beside" | "focused">(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // The value may change from outside (clamping, Reset): show it.
  useEffect(() => {
    setText(value ? dayFirstText(value) : "");
    setInvalid(false);
  }, [value]);

  // A click or focus outside the field closes the calendar; so does Escape inside it, which
  // returns focus to the text box.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !wrapper.current?.contains(event.target as Node)) return;
      event.preventDefault();
      setOpen(false);
      input.current?.focus();
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const commitText = () => {
    const typed = text.trim();
    if (typed === "") {
      setInvalid(false);
      if (value !== null) onChange(null);
      return;
    }
    const parsed = parseTypedDate(typed);
    if (!parsed) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText(dayFirstText(parsed));
    if (parsed !== value) onChange(parsed);
  };

  const choose = (isoDate: string) => {
    setOpen(false);
    setInvalid(false);
    setText(dayFirstText(isoDate));
    onChange(isoDate);
    input.current?.focus();
  };

  return (
    <div ref={wrapper} className="relative min-w-0">
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-semibold tracking-wide text-ink/70 uppercase"
      >
        {label}
      </label>
      <div className="flex">
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          aria-label={name}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => setText(event.target.value)}
          onBlur={commitText}
          onClick={() => setOpen((current) => current || "beside")}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              // Enter commits the typed day, and the calendar beside it has done its job.
              event.preventDefault();
              commitText();
              setOpen(false);
            } else if (event.key === "ArrowDown" && event.altKey) {
              event.preventDefault();
              setOpen("focused");
            }
          }}
          className="w-full min-w-0 rounded-l-lg border border-r-0 border-forest/25 bg-white px-3 py-2 text-sm text-ink placeholder:text-ink/75 focus-ring focus-visible:outline-offset-1 aria-invalid:border-red-700"
        />
        <button
          type="button"
          aria-label={fill(t["table.openCalendar"], { field: name.toLowerCase() })}
          aria-expanded={open !== false}
          aria-haspopup="dialog"
          onClick={() => setOpen((current) => (current ? false : "focused"))}
          className="rounded-r-lg border border-forest/25 bg-white px-2.5 text-forest hover:bg-forest/5 focus-ring focus-visible:outline-offset-1"
        >
          <CalendarIcon />
        </button>
      </div>
      <p id={hintId} className="sr-only">
        {t["table.dateHint"]}
      </p>
      {invalid ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-800">
          {t["table.invalidDate"]}
        </p>
      ) : null}
      {open ? (
        <div
          role="dialog"
          aria-label={name}
          className={`absolute top-full z-30 mt-1 rounded-xl ${align === "end" ? "right-0" : "left-0"} border border-forest/15 bg-white p-2 shadow-lg`}
        >
          <Suspense fallback={<div className="h-72 w-72" aria-busy="true" />}>
            <Calendar
              value={value}
              onSelect={choose}
              autoFocus={open === "focused"}
              label={label}
              locale={locale}
              t={t}
            />
          </Suspense>
          <div className="flex justify-end px-2 pb-1">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                input.current?.focus();
              }}
              className="rounded-full px-3 py-1 text-sm font-semibold text-forest hover:bg-forest/5 focus-ring focus-visible:outline-offset-0"
            >
              {t["table.closeCalendar"]}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  );
}
