import { formatKg, formatNumber } from "#web/lib/format";
import { DASHBOARD_TEXT, IMPACT_CARDS, IMPACT_TEXT } from "../constants";
import { useGreenImpact } from "../hooks/use-dashboard-data";
import { RetryNotice, Skeleton } from "./retry-notice";

/** "Green Impact (Till Date)" and its eight cards (SPEC.md §2), in the spec's order. */
export function ImpactCards() {
  const impact = useGreenImpact();
  return (
    <section aria-labelledby="green-impact-heading">
      <h2 id="green-impact-heading" className="text-2xl font-bold tracking-tight text-forest">
        {IMPACT_TEXT.heading}
      </h2>
      {impact.isError ? (
        <div className="mt-4">
          <RetryNotice
            message={DASHBOARD_TEXT.loadFailed.impact}
            onRetry={() => void impact.refetch()}
          />
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={impact.isPending}>
          {IMPACT_CARDS.map((card) => (
            <li
              key={card.field}
              className="flex min-h-28 flex-col justify-between rounded-2xl border border-forest/10 bg-white p-3 shadow-sm sm:p-4"
            >
              <span className="text-sm font-medium break-words text-ink/75">{card.label}</span>
              {impact.data ? (
                <span className="mt-2 text-xl font-bold break-words text-forest tabular-nums sm:text-2xl">
                  {card.field.endsWith("_in_kg")
                    ? formatKg(impact.data[card.field])
                    : formatNumber(impact.data[card.field])}
                </span>
              ) : (
                <Skeleton className="mt-3 h-7 w-24" />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
