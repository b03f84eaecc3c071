import { createContext, useContext, useEffect } from "react";

/**
 * The business staff are looking at in the support view (`/dashboard?customerId=FC-…`), or null
 * on a customer's own dashboard. Every dashboard call carries it.
 */
export const ViewedCustomerContext = createContext<string | null>(null);

export function useViewedCustomer(): string | null {
  return useContext(ViewedCustomerContext);
}

/**
 * SPEC.md §8: fetch failures other than the media list's are only logged. The screen shows a
 * quiet "Try again" in the affected area instead of figures; the log says what failed and why.
 */
export function useLoggedError(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(`Dashboard: ${what} could not be loaded.`, error);
  }, [error, what]);
}
