import { useState } from "react";
import { clampEnd, completeRange, type DateRange } from "#web/lib/dashboard-dates";

/**
 * A table's two pickers (SPEC.md §2, §5): the end can never precede the start. Choosing an
 * earlier end (or moving the start past the end) sets the end to the start, and `clamped`
 * says so until the next change, so the screen can tell the user why their date moved.
 */
export function useDateRange() {
  const [startDate, setStart] = useState<string | null>(null);
  const [endDate, setEnd] = useState<string | null>(null);
  const [clamped, setClamped] = useState(false);

  const changeStart = (next: string | null) => {
    setStart(next);
    const end = clampEnd(next, endDate);
    setClamped(end !== endDate);
    setEnd(end);
  };
  const changeEnd = (next: string | null) => {
    const end = clampEnd(startDate, next);
    setClamped(end !== next);
    setEnd(end);
  };
  /** Both days at once (a one-tap range): nothing to clamp. */
  const chooseRange = (next: DateRange) => {
    setStart(next.startDate);
    setEnd(next.endDate);
    setClamped(false);
  };
  const reset = () => {
    setStart(null);
    setEnd(null);
    setClamped(false);
  };

  const range: DateRange | null = completeRange(startDate, endDate);
  return { startDate, endDate, range, clamped, changeStart, changeEnd, chooseRange, reset };
}

export type DateRangeState = ReturnType<typeof useDateRange>;
