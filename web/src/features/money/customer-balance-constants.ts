import { useConsoleWords } from "#web/lib/console-texts";

/** The customer page's balance section's texts (assert them in tests). */
export const CUSTOMER_BALANCE_TEXT = {
  heading: "Balance",
  balance: "Balance",
  credits: "Credits from collections",
  payouts: "Payouts",
  adjustments: "Adjustments",
  rule: "Balance = credits − payouts ± adjustments.",
  loading: "Loading…",
  failed: "This could not be loaded.",
} as const;

/** The balance section's words in the reader's language (issue 29). */
export const useCustomerBalanceText = () =>
  useConsoleWords(CUSTOMER_BALANCE_TEXT, "consoleCustomerPage", "balance");
