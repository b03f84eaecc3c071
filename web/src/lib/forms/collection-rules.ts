import { MAX_VISIT } from "@filtercycle/contract/collections/admin-collections";
import { isCalendarDate } from "@filtercycle/contract/dates";

/** kg as typed and a number of butts: the contract's collection rules (docs/decisions/0084). */
export {
  isButtsText as isCount,
  isKgText as isKg,
} from "@filtercycle/contract/collections/collection-rules";
export const isDate = (value: string) => isCalendarDate(value.trim());
/** A visit of the day: a whole number from 1 to MAX_VISIT. */
export const isVisit = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_VISIT;
