import { type FormatLocale, formatBusinessDateTime } from "#web/lib/format";

/**
 * The logins' "last signed in" keeps its two-digit hour ("20 Nov 2026, 09:05 am"); the other
 * console screens write "9:05 am" (`formatBusinessDateTime` of the contract's format module).
 */
export function formatDateTime(iso: string, language: FormatLocale = "en"): string {
  return formatBusinessDateTime(iso, language, { twoDigitHour: true });
}
