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
