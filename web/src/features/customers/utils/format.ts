import { BUSINESS_TIME_ZONE } from "@filtercycle/contract/dates";
import { sep } from "#web/lib/format";

// The logins' "last signed in" keeps its two-digit hour ("20 Nov 2026, 09:05 am"); the other
// console screens write "9:05 am" (`formatBusinessDateTime` in #web/lib/format).
const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export function formatDateTime(iso: string): string {
  return sep(dateTime.format(new Date(iso)));
}
