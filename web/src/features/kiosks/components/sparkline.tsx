import type { KioskBreakdownItem } from "@filtercycle/contract/collections/insight";
import { monthEndOf } from "@filtercycle/contract/dates";
import { type AppTexts, fill } from "#web/lib/app-texts";
import { type FormatLocale, formatMonthShort, formatNumber } from "#web/lib/format";
import { KIOSK_TEXT } from "../constants";

const WIDTH = 72;
const HEIGHT = 24;
const PAD = 2;

type Trend = KioskBreakdownItem["trend"];

/**
 * How much of the trend's last month the period covers: the days up to `endDate` (the period's
 * last day) and the month's days, or null when the period ends on the month's last day. A month
 * still under way is such a part.
 */
export function partOfLastMonth(
  trend: Trend,
  endDate: string,
): { days: number; total: number } | null {
  const last = trend.at(-1);
  if (!last || last.month.slice(0, 7) !== endDate.slice(0, 7)) return null;
  const total = Number(monthEndOf(endDate).slice(8, 10));
  const days = Number(endDate.slice(8, 10));
  return days < total ? { days, total } : null;
}

/**
 * The text a screen reader hears for a trend: "kg by month: Jun 1.2, Jul 0.8, …", a last month
 * the period covers only in part saying so ("Dec 0.3 in 2 of 31 days"), in the reader's language
 * (`t`, `locale`).
 */
export function trendText(
  trend: Trend,
  t: AppTexts["dashboard"],
  locale: FormatLocale,
  endDate?: string,
): string {
  const part = endDate ? partOfLastMonth(trend, endDate) : null;
  return fill(t["kiosks.trendText"], {
    points: trend
      .map((point, index) => {
        const month = formatMonthShort(point.month, locale);
        const kg = formatNumber(point.buttsKg);
        return part && index === trend.length - 1
          ? fill(t["kiosks.trendPartial"], { month, kg, days: part.days, total: part.total })
          : KIOSK_TEXT.trendPoint(month, kg);
      })
      .join(", "),
  });
}

/**
 * A kiosk's kg a month for six months as a small line, oldest on the left. The line is drawn
 * against the kiosk's own highest month (a shape, not a scale); the figures are in its text.
 * A last month the period covers only in part (`endDate` inside it: a month under way) is not
 * drawn as a drop: its point stands at the month's pace (kg so far × days in the month ÷ days
 * covered), joined by a dashed line and left hollow, so the shape compares like with like.
 */
export function Sparkline({
  trend,
  text,
  endDate,
}: {
  trend: Trend;
  text: string;
  endDate?: string;
}) {
  const part = endDate ? partOfLastMonth(trend, endDate) : null;
  const drawn = trend.map((point, index) =>
    part && index === trend.length - 1 ? (point.buttsKg * part.total) / part.days : point.buttsKg,
  );
  const highest = Math.max(0, ...drawn);
  const step = trend.length > 1 ? (WIDTH - 2 * PAD) / (trend.length - 1) : 0;
  const coordinates = drawn.map((kg, index) => ({
    x: PAD + index * step,
    y: highest > 0 ? HEIGHT - PAD - (kg / highest) * (HEIGHT - 2 * PAD) : HEIGHT - PAD,
  }));
  const xy = ({ x, y }: { x: number; y: number }) => `${x.toFixed(1)},${y.toFixed(1)}`;
  const whole = part ? coordinates.slice(0, -1) : coordinates;
  const points = whole.map(xy);
  const last = coordinates.at(-1);
  const lastWhole = whole.at(-1);
  return (
    <svg
      role="img"
      aria-label={text}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="text-leaf"
    >
      {points.length > 1 ? (
        <polyline
          points={points.join(" ")}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ) : null}
      {part && last && lastWhole ? (
        <polyline
          data-part="true"
          points={`${xy(lastWhole)} ${xy(last)}`}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeDasharray="2 2"
        />
      ) : null}
      {/* The latest month stands out: it is the period's own (hollow while only part of it is in). */}
      {last ? (
        part ? (
          <circle
            cx={last.x}
            cy={last.y}
            r={2.25}
            fill="white"
            stroke="currentColor"
            strokeWidth={1.5}
          />
        ) : (
          <circle cx={last.x} cy={last.y} r={2.5} fill="currentColor" />
        )
      ) : null}
    </svg>
  );
}
