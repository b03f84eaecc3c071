import type { CustomerSpecificStatsWithDates } from "@filtercycle/contract/impact/dashboard";
import { percentChange } from "@filtercycle/contract/period-presets";
import { fill, useAppTexts } from "#web/lib/app-texts";

/** The cards whose figure comes from collections, and where a period's answer holds it. */
export const PERIOD_FIGURE: Partial<
  Record<string, (answer: CustomerSpecificStatsWithDates) => number>
> = {
  cigarette_butts_collected_in_no: (answer) => answer.periodStats.buttsNumber,
  cigarette_butts_collected_in_kg: (answer) => answer.periodStats.buttsKgs,
  toxic_waste_recycled_in_kg: (answer) => answer.periodImpact.toxicWasteKg,
  microplastic_recycled_in_kg: (answer) => answer.periodImpact.microplasticKg,
  water_resources_protected_in_litres: (answer) => answer.periodImpact.waterLitres,
};

/**
 * "+25% vs 1–23 Oct 2026" under a card: the chosen period's figure against the previous
 * period's (`percentChange`, the contract's rule). Up and down differ in arrow, sign and a word
 * for screen readers, not only in colour.
 */
export function CardChange({
  current,
  previous,
  previousText,
}: {
  current: number;
  previous: number;
  previousText: string;
}) {
  const t = useAppTexts().dashboard;
  const percent = percentChange(current, previous);
  if (percent === null) {
    return (
      <span className="mt-1 text-xs font-semibold text-forest">
        {current === 0 ? fill(t["change.none"], { previous: previousText }) : t["change.fresh"]}
      </span>
    );
  }
  if (percent === 0) {
    return (
      <span className="mt-1 text-xs text-ink/75">
        {fill(t["change.same"], { previous: previousText })}
      </span>
    );
  }
  const up = percent > 0;
  return (
    <span
      className={
        up ? "mt-1 text-xs font-semibold text-forest" : "mt-1 text-xs font-semibold text-red-800"
      }
    >
      <span aria-hidden="true">{up ? "▲ " : "▼ "}</span>
      <span className="sr-only">{up ? t["change.upWord"] : t["change.downWord"]} </span>
      {fill(up ? t["change.up"] : t["change.down"], {
        percent: up ? percent : -percent,
        previous: previousText,
      })}
    </span>
  );
}
