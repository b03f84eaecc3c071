import { DayPicker, type DayPickerProps } from "react-day-picker";
import "react-day-picker/style.css";
import type { AppTexts } from "#web/lib/app-texts";
import { isoFromLocalDate, localDateFromIso } from "#web/lib/dashboard-dates";
import {
  type FormatLocale,
  formatDayLong,
  formatMonthLong,
  formatWeekdayShort,
} from "#web/lib/format";

/**
 * The calendar's words in Gujarati or Hindi (issue 29): month and weekday names from the
 * contract's formatting module (ICU's at run time), the buttons' names from the catalogue.
 * English keeps react-day-picker's own (nothing is passed).
 */
function inLanguage(
  locale: FormatLocale,
  t: AppTexts["dashboard"],
): Pick<DayPickerProps, "formatters" | "labels"> {
  if (locale === "en") return {};
  const iso = (date: Date) => isoFromLocalDate(date);
  const month = (date: Date) => formatMonthLong(iso(date), locale);
  return {
    formatters: {
      formatCaption: month,
      formatMonthDropdown: (date) => month(date).replace(/ \d{4}$/, ""),
      formatWeekdayName: (date) => formatWeekdayShort(iso(date), locale),
    },
    labels: {
      labelGrid: month,
      labelDayButton: (date) => formatDayLong(iso(date), locale),
      labelWeekday: (date) => formatWeekdayShort(iso(date), locale),
      labelNext: () => t["calendar.next"],
      labelPrevious: () => t["calendar.previous"],
      labelMonthDropdown: () => t["calendar.month"],
      labelYearDropdown: () => t["calendar.year"],
    },
  };
}

/**
 * The calendar of a date field: react-day-picker, a keyboard- and screen-reader-friendly grid
 * (arrow keys, Page Up/Down for months, Home/End for the week). Loaded with `lazy()` when a
 * calendar is first opened, so it and date-fns are not part of the dashboard's first JavaScript.
 */
export default function Calendar({
  value,
  onSelect,
  autoFocus,
  label,
  locale,
  t,
}: {
  value: string | null;
  onSelect: (isoDate: string) => void;
  autoFocus: boolean;
  label: string;
  /** The screen's language and words (the date field's). */
  locale: FormatLocale;
  t: AppTexts["dashboard"];
}) {
  const selected = value ? localDateFromIso(value) : undefined;
  return (
    <DayPicker
      mode="single"
      selected={selected}
      defaultMonth={selected}
      onSelect={(day) => {
        if (day) onSelect(isoFromLocalDate(day));
      }}
      // Month and year dropdowns: a report may reach back years; clicking month by month is slow.
      captionLayout="dropdown"
      // The arrows either side of the month and year, in the flow: the default puts them over the
      // caption's right end, where "November 2026" ran into the previous-month arrow.
      navLayout="around"
      startMonth={new Date(2015, 0)}
      endMonth={new Date(new Date().getFullYear() + 1, 11)}
      weekStartsOn={1}
      autoFocus={autoFocus}
      aria-label={label}
      {...inLanguage(locale, t)}
      className="text-sm"
      style={
        {
          "--rdp-accent-color": "var(--color-leaf)",
          "--rdp-accent-background-color":
            "color-mix(in oklab, var(--color-leaf-light) 35%, white)",
          "--rdp-day-width": "2.35rem",
          "--rdp-day-height": "2.35rem",
          "--rdp-day_button-width": "2.25rem",
          "--rdp-day_button-height": "2.25rem",
        } as React.CSSProperties
      }
    />
  );
}
