import { type RefObject, useEffect, useRef } from "react";

/**
 * Moves focus to the element (an error box, a confirmation) each time `key` changes to a
 * non-null value, so keyboard and screen-reader users land on what just appeared.
 */
export function useFocusOnShow<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== null && key !== undefined && key !== false) ref.current?.focus();
  }, [key]);
  return ref;
}
