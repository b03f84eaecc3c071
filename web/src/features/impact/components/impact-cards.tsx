import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import {
  FACTOR_RANGES,
  METHODS_PAGE_PATH,
  type MethodVersion,
  methodVersionsFor,
} from "@filtercycle/contract/impact/impact-methods";
import { Link } from "react-router";
import { useChosenPeriod } from "#web/hooks/use-chosen-period";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { formatDayRangeShort } from "#web/lib/dashboard-format";
import { type FormatLocale, formatDay, formatKg, formatNumber } from "#web/lib/format";
import { IMPACT_CARDS } from "../constants";
import {
  useCustomerStatsWithDates,
  useGreenImpact,
  useImpactMethods,
} from "../hooks/use-dashboard-data";
import { CardChange, PERIOD_FIGURE } from "./card-change";
import { RetryNotice, Skeleton } from "./retry-notice";

/**
 * "Green Impact (Till Date)" and its eight cards (SPEC.md §2), in the spec's order. The card's
 * large figure stays till date and says so under it; each card whose figure comes from
 * collections puts the chosen period's own figure beside it ("1–2 Dec 2026: 1,402"), then its
 * change against the previous period, so the period bar above is never read as the large figure.
 */
export function ImpactCards() {
  const impact = useGreenImpact();
  const period = useChosenPeriod();
  const chosen = useCustomerStatsWithDates(period.range);
  const previous = useCustomerStatsWithDates(period.previous);
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();
  const chosenText = formatDayRangeShort(period.range.startDate, period.range.endDate, locale);
  const previousText = formatDayRangeShort(
    period.previous.startDate,
    period.previous.endDate,
    locale,
  );
  return (
    <section aria-labelledby="green-impact-heading">
      <h2 id="green-impact-heading" className="text-2xl font-bold tracking-tight text-forest">
        {t["impact.heading"]}
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        {fill(t["impact.caption"], {
          chosen: chosenText,
          previous: previousText,
        })}
      </p>
      {impact.isError ? (
        <div className="mt-4">
          <RetryNotice message={t["loadFailed.impact"]} onRetry={() => void impact.refetch()} />
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={impact.isPending}>
          {IMPACT_CARDS.map((card) => {
            const figureOf = PERIOD_FIGURE[card.field];
            return (
              <li
                key={card.field}
                className="flex min-h-28 flex-col justify-between rounded-2xl border border-forest/10 bg-white p-3 shadow-sm sm:p-4"
              >
                <span className="text-sm font-medium break-words text-ink/75">
                  {t[`card.${card.field}`]}
                </span>
                {impact.data ? (
                  <span className="mt-2 text-xl font-bold break-words text-forest tabular-nums sm:text-2xl">
                    {formatFigure(card.field, impact.data[card.field])}
                  </span>
                ) : (
                  <Skeleton className="mt-3 h-7 w-24" />
                )}
                <span className="text-xs font-semibold tracking-wide text-ink/70 uppercase">
                  {t["card.tillDate"]}
                </span>
                {/* The period's figure and change are extras: while they load or if they fail, the card shows none. */}
                {figureOf && chosen.data ? (
                  <span className="mt-2 border-t border-forest/10 pt-1.5 text-sm font-semibold break-words text-ink tabular-nums">
                    {fill(t["card.period"], {
                      range: chosenText,
                      figure: formatFigure(card.field, figureOf(chosen.data)),
                    })}
                  </span>
                ) : null}
                {figureOf && chosen.data && previous.data ? (
                  <CardChange
                    current={figureOf(chosen.data)}
                    previous={figureOf(previous.data)}
                    previousText={previousText}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <MethodLine />
    </section>
  );
}

/** A card's figure as the card writes it: kg to the gram, the rest whole with Indian grouping. */
function formatFigure(field: string, value: number): string {
  return field.endsWith("_in_kg") ? formatKg(value) : formatNumber(value);
}

/** The first day any figure could have: "till date" covers every version up to today. */
const BEGINNING = "0001-01-01";

/**
 * Which method versions made the till-date figures, the water factor and its published range,
 * and the link to the public explanation (issue 15). The changes over the chosen period fall
 * inside the same span, so they need no line of their own.
 */
/**
 * The contract's method line (`methodLine`, impact/method-line.ts) in the reader's words: which
 * versions made the figures and the water factor with its published range. English is the same
 * sentence ("Figures use the Method of 1 Apr 2026 (water: 500 litres per butt; published
 * estimates range from 50 to 1,000).").
 */
function methodSentence(
  versions: readonly MethodVersion[],
  t: AppTexts["dashboard"],
  locale: FormatLocale,
): string {
  const label = (version: MethodVersion) =>
    version.effectiveFrom
      ? fill(t["method.of"], { day: formatDay(version.effectiveFrom, locale) })
      : t["method.original"];
  const names = versions.map((version, index) => {
    if (versions.length === 1) return label(version);
    if (index === versions.length - 1) return fill(t["method.after"], { method: label(version) });
    return version.effectiveTo
      ? fill(t["method.to"], {
          method: label(version),
          day: formatDay(version.effectiveTo, locale),
        })
      : label(version);
  });
  const values = versions.map((v) => formatNumber(v.factors.waterLitresPerButt.value));
  // Consecutive versions may share the water value: say it once.
  const distinct = values.filter((value, i) => value !== values[i - 1]);
  const last = distinct.at(-1) ?? "";
  const water =
    distinct.length > 1
      ? fill(t["method.then"], { values: distinct.slice(0, -1).join(", "), last })
      : last;
  const range = FACTOR_RANGES.waterLitresPerButt;
  const published = range
    ? fill(t["method.published"], { low: formatNumber(range.low), high: formatNumber(range.high) })
    : "";
  return fill(t["method.line"], { methods: names.join(", "), water, published });
}

function MethodLine() {
  const methods = useImpactMethods();
  const today = todayIn(BUSINESS_TIME_ZONE);
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();
  const versions = methods.data
    ? methodVersionsFor(methods.data.versions, {
        startDate: BEGINNING,
        endDate: today,
      })
    : [];
  return (
    <p className="mt-3 text-sm leading-6 text-ink/75">
      {versions.length > 0 ? `${methodSentence(versions, t, locale)} ` : null}
      <Link
        to={METHODS_PAGE_PATH}
        className="rounded-sm font-semibold text-forest underline focus-ring"
      >
        {t["impact.methodLink"]}
      </Link>
    </p>
  );
}
