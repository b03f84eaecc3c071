import { BUSINESS_TIME_ZONE, type DateRange, todayIn } from "@filtercycle/contract/dates";
import {
  type ChosenPeriod,
  chosenPeriod,
  DEFAULT_PERIOD_PRESET,
  type PeriodPreset,
} from "@filtercycle/contract/period-presets";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** The URL parameters the chosen period lives in (docs/decisions/0065). */
export const PERIOD_PARAMS = { preset: "period", from: "from", to: "to" } as const;

export type ChosenPeriodState = ChosenPeriod & {
  /** Chooses a preset (a custom one starts from the period shown now). */
  choosePreset: (preset: PeriodPreset) => void;
  /** Chooses a custom range (two real days, start not after end: the bar checks). */
  chooseRange: (range: DateRange) => void;
};

/**
 * The dashboard's chosen period (issue 14): presets and custom dates kept in the URL, so every
 * panel that reads it (cards' change, kiosks, collection log, statement, exports) agrees, and a
 * reload or a shared link keeps it. Today is the business's (Asia/Kolkata), not the browser's.
 */
export function useChosenPeriod(now?: Date): ChosenPeriodState {
  const [search, setSearch] = useSearchParams();
  const period = search.get(PERIOD_PARAMS.preset);
  const from = search.get(PERIOD_PARAMS.from);
  const to = search.get(PERIOD_PARAMS.to);
  const today = todayIn(BUSINESS_TIME_ZONE, now);
  const chosen = useMemo(
    () => chosenPeriod({ period, from, to }, today),
    [period, from, to, today],
  );

  const write = useCallback(
    (preset: PeriodPreset, range?: DateRange) => {
      setSearch(
        (params) => {
          const next = new URLSearchParams(params);
          if (preset === DEFAULT_PERIOD_PRESET) next.delete(PERIOD_PARAMS.preset);
          else next.set(PERIOD_PARAMS.preset, preset);
          if (preset === "custom" && range) {
            next.set(PERIOD_PARAMS.from, range.startDate);
            next.set(PERIOD_PARAMS.to, range.endDate);
          } else {
            next.delete(PERIOD_PARAMS.from);
            next.delete(PERIOD_PARAMS.to);
          }
          // Paged lists start again on their first page for a new period.
          next.delete("page");
          return next;
        },
        // A new period is not a new page: Back leaves the dashboard, and the view stays put.
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch],
  );

  const choosePreset = useCallback(
    (preset: PeriodPreset) => write(preset, preset === "custom" ? chosen.range : undefined),
    [write, chosen.range],
  );
  const chooseRange = useCallback((range: DateRange) => write("custom", range), [write]);

  return { ...chosen, choosePreset, chooseRange };
}
