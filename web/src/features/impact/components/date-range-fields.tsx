import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { presetRange } from "@filtercycle/contract/period-presets";
import { useId } from "react";
import { cx } from "#web/components/ui/cx";
import { useAppTexts } from "#web/lib/app-texts";
import type { DateRangeState } from "../hooks/use-date-range";
import { DateField } from "./date-field";

/** The ranges one tap fills in beside a table's pickers (PRODUCT.md: the financial year is April–March). */
const QUICK_RANGES = ["this-month", "last-month", "this-fy"] as const;

/**
 * A table's start and end pickers, with one-tap ranges (this month, last month, this financial
 * year) that fill both, and the note shown when the end was moved to the start.
 */
export function DateRangeFields({ state, table }: { state: DateRangeState; table: string }) {
  const t = useAppTexts().dashboard;
  const groupId = useId();
  const today = todayIn(BUSINESS_TIME_ZONE);
  return (
    <div className="min-w-0">
      <fieldset
        aria-labelledby={groupId}
        className="mb-3 flex min-w-0 flex-wrap items-center gap-2"
      >
        <span id={groupId} className="text-xs font-semibold tracking-wide text-ink/70 uppercase">
          {t["table.quickRanges"]}
          <span className="sr-only"> ({table})</span>
        </span>
        {QUICK_RANGES.map((preset) => {
          const range = presetRange(preset, today);
          const pressed = state.startDate === range.startDate && state.endDate === range.endDate;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={pressed}
              onClick={() => state.chooseRange(range)}
              className={cx(
                "rounded-full border px-3 py-1 text-sm font-semibold focus-ring",
                pressed
                  ? "border-forest bg-forest text-white"
                  : "border-forest/25 bg-white text-forest hover:border-forest",
              )}
            >
              {t[`period.${preset}`]}
            </button>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <DateField
          label={t["table.startLabel"]}
          table={table}
          placeholder={t["table.startPlaceholder"]}
          value={state.startDate}
          onChange={state.changeStart}
        />
        <DateField
          label={t["table.endLabel"]}
          table={table}
          placeholder={t["table.endPlaceholder"]}
          align="end"
          value={state.endDate}
          onChange={state.changeEnd}
        />
      </div>
      <p aria-live="polite" className="mt-1 text-xs text-ink/70 empty:hidden">
        {state.clamped ? t["table.endClamped"] : ""}
      </p>
    </div>
  );
}
