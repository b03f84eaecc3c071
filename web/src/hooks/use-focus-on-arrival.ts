import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The navigation state the login page sends with its redirect: the page arrived at moves focus
 * to its heading, so a screen reader starts there and Tab goes on from it (not from the body).
 */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;

function asksForFocus(state: unknown): boolean {
  return !!state && typeof state === "object" && "focusHeading" in state && !!state.focusHeading;
}

/**
 * A ref for a page's heading (give it `tabIndex={-1}`), focused once when the page was reached
 * with FOCUS_HEADING_STATE, i.e. right after logging in.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { state, key } = useLocation();
  const wanted = asksForFocus(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (location key).
  useEffect(() => {
    if (wanted) ref.current?.focus();
  }, [key]);
  return ref;
}
