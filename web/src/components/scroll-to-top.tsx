import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls the window to the top whenever the pathname changes (SPEC.md §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
