import type { KioskBreakdown, KioskBreakdownItem } from "@filtercycle/contract/collections/insight";
import { useId, useRef } from "react";
import { formatRange } from "#web/components/period-bar";
import { PeriodPanel } from "#web/components/period-panel";
import { cx } from "#web/components/ui/cx";
import { QueryState } from "#web/components/ui/query-state";
import { tableListClasses as list } from "#web/components/ui/table";
import { useScrollsSideways } from "#web/components/ui/use-scroll-region";
import { useChosenPeriod } from "#web/hooks/use-chosen-period";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { exportUrl } from "#web/lib/export-url";
import {
  type FormatLocale,
  formatDay,
  formatKg,
  formatNumber,
  formatSharePercent,
} from "#web/lib/format";
import { KIOSK_TEXT } from "../constants";
import { useKioskBreakdown } from "../hooks/use-kiosks";
import { Sparkline, trendText } from "./sparkline";

const TEXT = KIOSK_TEXT;
type Texts = AppTexts["dashboard"];

/**
 * The Green Impact tab's kiosk table (issue 14): for the chosen period, each kiosk's butts, kg,
 * share of the period's kg, last pickup and six-month trend, a totals row, and the exports.
 * `customerId`: staff's support view (every call and export names the business).
 */
export function KioskTable({ customerId = null }: { customerId?: string | null }) {
  const { range } = useChosenPeriod();
  const kiosks = useKioskBreakdown(range, customerId);
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();
  const rangeText = formatRange(range, locale);
  return (
    <PeriodPanel
      heading={t["kiosks.heading"]}
      period={fill(t["kiosks.period"], { range: rangeText })}
      exports={{
        what: t["kiosks.exportName"],
        csv: exportUrl("kioskBreakdownCsv", range, customerId),
        xlsx: exportUrl("kioskBreakdownXlsx", range, customerId),
      }}
      busy={kiosks.isFetching}
    >
      <QueryState
        query={kiosks}
        texts={{ loading: t["kiosks.loading"], loadFailed: t["kiosks.loadFailed"], retry: t.retry }}
      >
        {(breakdown) =>
          breakdown.kiosks.length === 0 ? (
            <p className="text-ink/75">{t["kiosks.empty"]}</p>
          ) : (
            <KioskRows
              breakdown={breakdown}
              caption={fill(t["kiosks.caption"], { range: rangeText })}
              t={t}
              locale={locale}
            />
          )
        }
      </QueryState>
    </PeriodPanel>
  );
}

const cell = "px-2 py-2 align-top";
const figure = cx(cell, "text-right whitespace-nowrap tabular-nums");

function KioskRows({
  breakdown,
  caption,
  t,
  locale,
}: {
  breakdown: KioskBreakdown;
  caption: string;
  t: Texts;
  locale: FormatLocale;
}) {
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen (375 px) the table scrolls inside its box, which then takes keyboard focus.
  const scrolls = useScrollsSideways(scroller);
  return (
    <div
      ref={scroller}
      className="relative overflow-x-auto rounded-xl border border-forest/10 bg-white focus-ring"
      {...(scrolls ? { tabIndex: 0, role: "group", "aria-labelledby": captionId } : {})}
    >
      <table className={cx("w-full border-collapse text-sm", list.table)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className={list.head}>
          <tr className="border-b border-forest/15 text-forest">
            <th scope="col" className={cx(cell, "text-left")}>
              {t["kiosks.kiosk"]}
            </th>
            <th scope="col" className={figure}>
              {t["kiosks.butts"]}
            </th>
            <th scope="col" className={figure}>
              {t["kiosks.kg"]}
            </th>
            <th scope="col" className={cx(cell, "text-left")}>
              {t["kiosks.share"]}
            </th>
            <th scope="col" className={cx(cell, "text-left")}>
              {t["kiosks.lastPickup"]}
            </th>
            <th scope="col" className={cx(cell, "text-left")}>
              {t["kiosks.trend"]}
            </th>
          </tr>
        </thead>
        <tbody className={cx(list.body, "max-sm:p-2")}>
          {breakdown.kiosks.map((kiosk) => (
            <KioskRow
              key={kiosk.kioskId}
              kiosk={kiosk}
              endDate={breakdown.endDate}
              t={t}
              locale={locale}
            />
          ))}
        </tbody>
        <tfoot className="max-sm:block max-sm:px-2 max-sm:pb-2">
          <tr className={cx("border-t-2 border-forest/20 font-semibold", list.row)}>
            <th scope="row" className={cx(cell, "text-left text-forest", list.title)}>
              {t["kiosks.total"]}
            </th>
            <td className={cx(figure, list.cell)} data-label={t["kiosks.butts"]}>
              {formatNumber(breakdown.buttsCount)}
            </td>
            <td className={cx(figure, list.cell)} data-label={t["kiosks.kg"]}>
              {formatKg(breakdown.buttsKg)}
            </td>
            <td className={cx(cell, list.cell)} data-label={t["kiosks.share"]}>
              {breakdown.buttsKg > 0 ? TEXT.share(formatSharePercent(1)) : TEXT.noShare}
            </td>
            <td className={cx(cell, "max-sm:hidden")} />
            <td className={cx(cell, "max-sm:hidden")} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function KioskRow({
  kiosk,
  endDate,
  t,
  locale,
}: {
  kiosk: KioskBreakdownItem;
  /** The period's last day: a trend month it ends inside is drawn as a part. */
  endDate: string;
  t: Texts;
  locale: FormatLocale;
}) {
  const percent = formatSharePercent(kiosk.share);
  return (
    <tr className={cx("border-b border-forest/10", list.row)}>
      <th scope="row" className={cx(cell, "min-w-32 text-left font-normal", list.title)}>
        <span className="block font-semibold break-words text-ink">{kiosk.label}</span>
        {kiosk.location ? (
          <span className="block break-words text-ink/75">{kiosk.location}</span>
        ) : null}
        {kiosk.removedOn ? (
          <span className="block text-ink/75">
            {fill(t["kiosks.removedOn"], { day: formatDay(kiosk.removedOn, locale) })}
          </span>
        ) : null}
      </th>
      <td className={cx(figure, list.cell)} data-label={t["kiosks.butts"]}>
        {formatNumber(kiosk.buttsCount)}
      </td>
      <td className={cx(figure, list.cell)} data-label={t["kiosks.kg"]}>
        {formatKg(kiosk.buttsKg)}
      </td>
      <td
        className={cx(cell, "whitespace-nowrap tabular-nums", list.cell)}
        data-label={t["kiosks.share"]}
      >
        <span className="block">{TEXT.share(percent)}</span>
        {/* The bar repeats the figure beside it: decoration for the eye. */}
        <span
          aria-hidden="true"
          className="mt-1 block h-1.5 w-16 rounded-full bg-forest/10 max-sm:ml-auto"
        >
          <span
            className="block h-full rounded-full bg-leaf"
            style={{ width: `${Math.min(100, Math.max(0, kiosk.share * 100))}%` }}
          />
        </span>
      </td>
      <td className={cx(cell, "whitespace-nowrap", list.cell)} data-label={t["kiosks.lastPickup"]}>
        {kiosk.lastPickupOn ? formatDay(kiosk.lastPickupOn, locale) : t["kiosks.noneYet"]}
      </td>
      <td className={cx(cell, list.cell)} data-label={t["kiosks.trend"]}>
        <Sparkline
          trend={kiosk.trend}
          endDate={endDate}
          text={trendText(kiosk.trend, t, locale, endDate)}
        />
      </td>
    </tr>
  );
}
