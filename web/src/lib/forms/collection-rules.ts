import { MAX_VISIT } from "@filtercycle/contract/collections/admin-collections";
import { isButtsText, isKgText } from "@filtercycle/contract/collections/collection-rules";
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

/**
 * The messages of a collection's weight (required) and count (optional: left empty, the API
 * estimates it) as a form shows them: the console's collection form and the collector's stop.
 */
export function collectionFigureErrors(
  values: { buttsKg: string; buttsNumber: string },
  text: { required: string; badKg: string; badCount: string },
): { buttsKg?: string; buttsNumber?: string } {
  return {
    buttsKg: !values.buttsKg.trim()
      ? text.required
      : isKgText(values.buttsKg)
        ? undefined
        : text.badKg,
    buttsNumber:
      values.buttsNumber.trim() && !isButtsText(values.buttsNumber) ? text.badCount : undefined,
  };
}
