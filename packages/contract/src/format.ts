import { BUSINESS_TIME_ZONE, MONTH_NAMES, zoneFormat } from "./dates.ts";
import { type FormatLocale, INTL_LOCALE } from "./format-numbers.ts";

/**
 * The one formatting module (issue 27, docs/decisions/0084): numbers and money live in
 * ./format-numbers.ts (re-exported here), days and moments below. Import from here; a module
 * on a public page that needs only a number imports ./format-numbers.ts.
 */
export * from "./format-numbers.ts";

// ---- days and moments ----

const EN_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

const monthNameCache = new Map<string, string[]>();
/**
 * The twelve month names of a language: English the product's list; Gujarati and Hindi ICU's
 * (asked at run time, so no Gujarati or Devanagari letter rides in the English pages' scripts).
 * Hindi's short months are ICU's full names: its abbreviations (जन॰, नव॰) read as clipped in a
 * business document, and the full names are at most six letters ("मई", "नवंबर").
 */
function monthNames(locale: FormatLocale, width: "short" | "long"): readonly string[] {
  if (locale === "en") return width === "short" ? EN_MONTHS : MONTH_NAMES;
  const icuWidth = locale === "hi" ? "long" : width;
  const key = `${locale}:${icuWidth}`;
  let names = monthNameCache.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: icuWidth,
      timeZone: "UTC",
    });
    names = Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2026, m, 15)));
    monthNameCache.set(key, names);
  }
  return names;
}

/** "2026-11" or "2026-11-20" → [2026, 11, 20] (day 1 for a month). */
function partsOf(isoDate: string): [number, number, number] {
  return [
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)),
    Number(isoDate.slice(8, 10)) || 1,
  ];
}

/** A calendar day "2026-11-20" → "20 Nov 2026" (it is the business's day already: no zone shift). */
export function formatDay(isoDate: string, locale: FormatLocale = "en"): string {
  const [y, m, d] = partsOf(isoDate);
  return `${d} ${monthNames(locale, "short")[m - 1]} ${y}`;
}

/** A calendar day with the month in full: "2026-11-05" → "5 November 2026". */
export function formatDayLong(isoDate: string, locale: FormatLocale = "en"): string {
  const [y, m, d] = partsOf(isoDate);
  return `${d} ${monthNames(locale, "long")[m - 1]} ${y}`;
}

/** A day without its year: "2026-11-12" → "12 Nov". */
export function formatDayMonth(isoDate: string, locale: FormatLocale = "en"): string {
  const [, m, d] = partsOf(isoDate);
  return `${d} ${monthNames(locale, "short")[m - 1]}`;
}

/** A month "2026-12" (or any day of it) → "Dec 2026". */
export function formatMonth(isoMonth: string, locale: FormatLocale = "en"): string {
  const [y, m] = partsOf(isoMonth);
  return `${monthNames(locale, "short")[m - 1]} ${y}`;
}

/** A month with its name in full: "2026-12" → "December 2026". */
export function formatMonthLong(isoMonth: string, locale: FormatLocale = "en"): string {
  const [y, m] = partsOf(isoMonth);
  return `${monthNames(locale, "long")[m - 1]} ${y}`;
}

/** A month's name alone: "2026-12" → "Dec". */
export function formatMonthShort(isoMonth: string, locale: FormatLocale = "en"): string {
  return monthNames(locale, "short")[partsOf(isoMonth)[1] - 1] ?? "";
}

const weekdayCache = new Map<string, string[]>();
/**
 * A calendar day's weekday, short: "2026-11-23" → "Mon" (English), ICU's for Gujarati and Hindi
 * ("સોમ", "सोम"), asked at run time like the month names. Sunday first in the cache.
 */
export function formatWeekdayShort(isoDate: string, locale: FormatLocale = "en"): string {
  let names = weekdayCache.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: "short",
      timeZone: "UTC",
    });
    // 4 Jan 2026 was a Sunday.
    names = Array.from({ length: 7 }, (_, d) => format.format(Date.UTC(2026, 0, 4 + d)));
    weekdayCache.set(locale, names);
  }
  const [y, m, d] = partsOf(isoDate);
  return names[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? "";
}

/** "2026-11-01", "2026-11-22" → "1 Nov 2026 – 22 Nov 2026"; one day: just the day. */
export function formatDayRange(
  startDate: string,
  endDate: string,
  locale: FormatLocale = "en",
): string {
  return startDate === endDate
    ? formatDay(startDate, locale)
    : `${formatDay(startDate, locale)} – ${formatDay(endDate, locale)}`;
}

const zoneParts = new Map<string, Intl.DateTimeFormat>();
/** A moment's wall-clock parts in a time zone: [year, month, day, hour (0–23), minute]. */
function wallClock(moment: Date, timeZone: string): [number, number, number, number, number] {
  const format = zoneFormat(zoneParts, timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(moment)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return [parts.year ?? 0, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0];
}

const momentOf = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * The day of a moment in the business time zone as `YYYY-MM-DD`: "2026-11-20T19:00:00Z" →
 * "2026-11-21" (00:30 in India).
 */
export function businessDayOf(
  moment: string | Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const date = momentOf(moment);
  if (Number.isNaN(date.getTime())) return "";
  const [y, m, d] = wallClock(date, timeZone);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** A moment (ISO 8601 or Date) → its day in the business time zone: "20 Nov 2026". */
export function formatBusinessDate(
  moment: string | Date,
  locale: FormatLocale = "en",
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const day = businessDayOf(moment, timeZone);
  return day === "" ? "" : formatDay(day, locale);
}

/** A moment → "20 Nov 2026, 1:05 pm" in the business time zone (`twoDigitHour`: "01:05 pm"). */
export function formatBusinessDateTime(
  moment: string | Date,
  locale: FormatLocale = "en",
  options: { twoDigitHour?: boolean; timeZone?: string } = {},
): string {
  const date = momentOf(moment);
  if (Number.isNaN(date.getTime())) return "";
  const [y, m, d, hour, minute] = wallClock(date, options.timeZone ?? BUSINESS_TIME_ZONE);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const h = options.twoDigitHour ? String(h12).padStart(2, "0") : String(h12);
  const day = formatDay(`${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`, locale);
  return `${day}, ${h}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}
