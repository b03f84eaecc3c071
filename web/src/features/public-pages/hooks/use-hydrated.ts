import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true once React runs the page. The forms
 * keep their submit button disabled until then: before hydration (or without JavaScript) a
 * click would send the fields as a plain GET, into the address bar and server logs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
