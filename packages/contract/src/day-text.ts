import { calendarDateOf, type IsoDate, MONTH_NAMES } from "./dates.ts";

/**
 * Days as people write them (issue 28, docs/decisions/0084): `YYYY-MM-DD`, and day first as a
 * spreadsheet in India writes them, `DD/MM/YYYY` and `DD-MM-YYYY` (also `DD.MM.YYYY`; a one-digit
 * day or month too: 1/2/2026 is 1 February 2026). Used by the collections import; what it answers is the wire
 * form `YYYY-MM-DD`. A two-digit year, a month above 12 or a day the month does not have is
 * refused with its reason.
 */

export const DAY_TEXT_FORMATS = "DD/MM/YYYY, DD-MM-YYYY or YYYY-MM-DD";

export const DAY_TEXT_MESSAGES = {
  format: `must be a date as ${DAY_TEXT_FORMATS}, e.g. 21/11/2026`,
  shortYear: "must give the year in four digits, e.g. 21/11/2026",
  month: (text: string, month: number) =>
    `"${text}" names month ${month}: dates are written day first (DD/MM/YYYY)`,
  day: (text: string, days: number, month: number, year: number) =>
    `"${text}" is not a day of the calendar: ${MONTH_NAMES[month - 1]} ${year} has ${days} days`,
} as const;

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const SHORT_YEAR = /^\d{1,2}([/-])\d{1,2}\1\d{2}$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `YYYY-MM-DD` → "21/11/2026", the form a date field shows (day first, en-IN). */
export function dayFirstText(isoDate: IsoDate): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}

/** The day a text names as `YYYY-MM-DD`, or the reason it names none. */
export function readDayText(text: string): { date: IsoDate } | { reason: string } {
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = ISO.exec(value);
  const dayFirst = iso ? null : DAY_FIRST.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst)
    [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[3]), Number(dayFirst[4])];
  else if (SHORT_YEAR.test(value)) return { reason: DAY_TEXT_MESSAGES.shortYear };
  else return { reason: DAY_TEXT_MESSAGES.format };
  if (month < 1 || month > 12) return { reason: DAY_TEXT_MESSAGES.month(value, month) };
  const date = calendarDateOf(year, month, day);
  if (date === null) {
    if (year < 1) return { reason: DAY_TEXT_MESSAGES.format };
    return { reason: DAY_TEXT_MESSAGES.day(value, daysIn(year, month), month, year) };
  }
  return { date };
}
