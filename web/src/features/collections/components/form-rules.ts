import { MAX_VISIT } from "@filtercycle/contract/admin-collections";
import { kgProblem } from "@filtercycle/contract/amount-rules";
import { isCalendarDate } from "@filtercycle/contract/dates";

/** kg: a number of 0 or more with at most three decimals. */
/** kg as typed: digits with at most three decimals, within the contract's kg rule (0.001 on). */
export const isKg = (value: string) =>
  /^\d+(\.\d{1,3})?$/.test(value.trim()) && kgProblem(Number(value.trim())) === undefined;
/** A whole number of 0 or more. */
export const isCount = (value: string) => /^\d+$/.test(value.trim());
export const isDate = (value: string) => isCalendarDate(value.trim());
/** A visit of the day: a whole number from 1 to MAX_VISIT. */
export const isVisit = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_VISIT;
