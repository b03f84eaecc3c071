import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element scrolls sideways (its content is wider than its box), kept up to date as
 * either changes size. A box that scrolls must be reachable by keyboard (axe
 * "scrollable-region-focusable"): the caller then gives it `tabIndex={0}`, a role (a group: not a landmark) and a name,
 * and leaves them off while it fits, so a table that fits adds no extra tab stop.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
