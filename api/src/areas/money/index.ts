// The money area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { balanceOf, balancesAbove, balancesSubquery } from "./balances.ts";
export { collectionCredits } from "./collection-credits.ts";
export { benefitTransactions } from "./ledger.tables.ts";
export { customerMonthTotals } from "./month-totals.tables.ts";
export { batchPayoutFacts, type PayoutFacts, payoutFacts } from "./payout-notice-facts.ts";
export { payoutRequestsIn, toAdminPayoutRequests } from "./payout-requests.service.ts";
