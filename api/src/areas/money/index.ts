// The money area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { balanceOf, balancesAbove, balancesSubquery } from "./balances.ts";
export { collectionCredits } from "./collection-credits.ts";
export { ledgerRoutes } from "./ledger.routes.ts";
export { recordRedemption } from "./ledger.service.ts";
export { ledgerReads, monthTotalReads } from "./ledger-reads.ts";
export { moneyRoutes } from "./money.routes.ts";
export { payoutHold } from "./payout-batches.service.ts";
export {
  batchPayoutFacts,
  ledgerPayoutFacts,
  type PayoutFacts,
  payoutFacts,
} from "./payout-notice-facts.ts";
export { payoutRequestsIn, toAdminPayoutRequests } from "./payout-requests.service.ts";
