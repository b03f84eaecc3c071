import type { KioskBreakdownItem } from "@filtercycle/contract/collections/insight";
import { type AppTexts, fill } from "#web/lib/app-texts";
import { type FormatLocale, formatMonthShort, formatNumber } from "#web/lib/format";
import { KIOSK_TEXT } from "../constants";

const WIDTH = 72;
const HEIGHT = 24;
const PAD = 2;

/**
 * The text a screen reader hears for a trend: "kg by month: Jun 1.2, Jul 0.8, …", in the reader's
 * language (`t`, `locale`).
 */
export function trendText(
  trend: KioskBreakdownItem["trend"],
  t: AppTexts["dashboard"],
  locale: FormatLocale,
): string {
  return fill(t["kiosks.trendText"], {
    points: trend
      .map((point) =>
        KIOSK_TEXT.trendPoint(formatMonthShort(point.month, locale), formatNumber(point.buttsKg)),
      )
      .join(", "),
  });
}

/**
 * A kiosk's kg a month for six months as a small line, oldest on the left. The line is drawn
 * against the kiosk's own highest month (a shape, not a scale); the figures are in its text.
 */
export function Sparkline({ trend, text }: { trend: KioskBreakdownItem["trend"]; text: string }) {
  const highest = Math.max(0, ...trend.map((point) => point.buttsKg));
  const step = trend.length > 1 ? (WIDTH - 2 * PAD) / (trend.length - 1) : 0;
  const coordinates = trend.map((point, index) => ({
    x: PAD + index * step,
    y: highest > 0 ? HEIGHT - PAD - (point.buttsKg / highest) * (HEIGHT - 2 * PAD) : HEIGHT - PAD,
  }));
  const points = coordinates.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`);
  const last = coordinates.at(-1);
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
      {/* The latest month stands out: it is the period's own. */}
      {last ? <circle cx={last.x} cy={last.y} r={2.5} fill="currentColor" /> : null}
    </svg>
  );
}
