import { endsBeforeStart, isCalendarDate } from "@filtercycle/contract/dates";
import { PERIOD_PRESETS } from "@filtercycle/contract/period-presets";
import { type FormEvent, useId, useState } from "react";
import { useChosenPeriod } from "#web/hooks/use-chosen-period";
import { useAppLanguage } from "#web/lib/app-language";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { type FormatLocale, formatDayRange } from "#web/lib/format";
import { Button } from "./ui/button";
import { cx } from "./ui/cx";
import { DateInput } from "./ui/date-input";

/**
 * The bar's words in English (the tests' reference); the bar itself shows the reader's language
 * (the catalogue's `dashboard` area, `period.*`; issue 29).
 */
export const PERIOD_BAR_TEXT = {
  label: "Period",
  from: "From",
  to: "To",
  apply: "Show period",
  shown: (range: string, previous: string) => `${range}, compared with ${previous}`,
  invalid: "Choose two dates, the second not before the first.",
} as const;

/** "1 Nov 2026 – 23 Nov 2026" (one day: "5 Nov 2026"), month names in `locale`. */
export function formatRange(
  range: { startDate: string; endDate: string },
  locale: FormatLocale = "en",
): string {
  return formatDayRange(range.startDate, range.endDate, locale);
}

/**
 * The period presets beside the spec's pickers (issue 14): This month, Last month, This
 * financial year, Last financial year, Custom (two dates). The choice lives in the URL
 * (useChosenPeriod), so every panel on every tab reads the same period.
 */
export function PeriodBar({ className }: { className?: string }) {
  const period = useChosenPeriod();
  const labelId = useId();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(period.range);
  const [invalid, setInvalid] = useState(false);
  const [editing, setEditing] = useState(false);
  const showDates = editing || period.preset === "custom";
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const ok =
      isCalendarDate(draft.startDate) &&
      isCalendarDate(draft.endDate) &&
      !endsBeforeStart(draft.startDate, draft.endDate);
    setInvalid(!ok);
    if (!ok) return;
    setEditing(false);
    period.chooseRange(draft);
  };

  return (
    <section
      aria-labelledby={labelId}
      className={cx("rounded-xl border border-forest/15 bg-white p-4 shadow-xs", className)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={labelId} className="mr-2 font-semibold text-forest">
          {t["period.label"]}
        </h2>
        {PERIOD_PRESETS.map((preset) => {
          const pressed = preset === "custom" ? showDates : period.preset === preset && !editing;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={pressed}
              onClick={() => {
                if (preset === "custom") {
                  setDraft(period.range);
                  setEditing(true);
                } else {
                  setEditing(false);
                  period.choosePreset(preset);
                }
              }}
              className={cx(
                "rounded-full border px-3 py-1.5 text-sm font-semibold focus-ring",
                pressed
                  ? "border-forest bg-forest text-white"
                  : "border-forest/25 bg-white text-forest hover:border-forest",
              )}
            >
              {t[`period.${preset}`]}
            </button>
          );
        })}
      </div>
      {showDates ? (
        <form onSubmit={apply} noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={fromId} className="text-sm font-semibold text-ink">
              {t["period.from"]}
            </label>
            <DateInput
              id={fromId}
              value={draft.startDate}
              calendarLabel={t["period.calendar"]}
              invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onValueChange={(startDate) => setDraft({ ...draft, startDate })}
            />
          </div>
          <div>
            <label htmlFor={toId} className="text-sm font-semibold text-ink">
              {t["period.to"]}
            </label>
            <DateInput
              id={toId}
              value={draft.endDate}
              calendarLabel={t["period.calendar"]}
              invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onValueChange={(endDate) => setDraft({ ...draft, endDate })}
            />
          </div>
          <Button type="submit" size="sm">
            {t["period.apply"]}
          </Button>
          {invalid ? (
            <p id={errorId} role="alert" className="w-full text-sm font-semibold text-red-700">
              {t["period.invalid"]}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="mt-3 text-sm text-ink/75" aria-live="polite">
        {fill(t["period.shown"], {
          range: formatRange(period.range, locale),
          previous: formatRange(period.previous, locale),
        })}
      </p>
    </section>
  );
}
