/**
 * How the web app writes money, weights, counts and days: the contract's formatting module
 * (`@filtercycle/contract/format`, docs/decisions/0084), the one place for these rules, shared
 * with the API's mails, pages and exports. Re-exported here so features keep one import path.
 */
export {
  businessDayOf,
  type FormatLocale,
  formatBusinessDate,
  formatBusinessDateTime,
  formatCount,
  formatDay,
  formatDayLong,
  formatDayMonth,
  formatDayRange,
  formatKg,
  formatKgCompact,
  formatKgWithUnit,
  formatMonth,
  formatMonthLong,
  formatMonthShort,
  formatNumber,
  formatRatePerKg,
  formatRupees,
  formatRupeesPlain,
  formatSharePercent,
  formatWeekdayShort,
} from "@filtercycle/contract/format";
