import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the element the URL's #fragment names, also after a client-side navigation (where
 * the browser does not, and the app's scroll-to-top would leave the page at its top). Runs a
 * frame later, after the root's scroll-to-top effect.
 */
export function useScrollToHash() {
  const { hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same hash scrolls too.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
}
