import { useAppTexts } from "#web/lib/app-texts";
import type { DateRangeState } from "../hooks/use-date-range";
import { DateField } from "./date-field";

/** A table's start and end pickers, with the note shown when the end was moved to the start. */
export function DateRangeFields({ state, table }: { state: DateRangeState; table: string }) {
  const t = useAppTexts().dashboard;
  return (
    <div className="min-w-0">
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
