import { TABLE_TEXT } from "../constants";
import type { DateRangeState } from "../hooks/use-date-range";
import { DateField } from "./date-field";

/** A table's start and end pickers, with the note shown when the end was moved to the start. */
export function DateRangeFields({ state, table }: { state: DateRangeState; table: string }) {
  return (
    <div className="min-w-0">
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <DateField
          label={TABLE_TEXT.startLabel}
          table={table}
          placeholder={TABLE_TEXT.startPlaceholder}
          value={state.startDate}
          onChange={state.changeStart}
        />
        <DateField
          label={TABLE_TEXT.endLabel}
          table={table}
          placeholder={TABLE_TEXT.endPlaceholder}
          align="end"
          value={state.endDate}
          onChange={state.changeEnd}
        />
      </div>
      <p aria-live="polite" className="mt-1 text-xs text-ink/70 empty:hidden">
        {state.clamped ? TABLE_TEXT.endClamped : ""}
      </p>
    </div>
  );
}
