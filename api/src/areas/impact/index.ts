// The impact area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { createAnswerCache } from "./answer-cache.ts";
export { collectedOf } from "./collected.ts";
export { companyTotals } from "./company-totals.ts";
export {
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
} from "./dashboard.service.ts";
export {
  factorsOn,
  forgetFactorVersions,
  readFactorVersions,
  readMethodVersions,
  type StoredFactors,
  saveFactorVersion,
} from "./factor-versions.ts";
export { impactRoutes } from "./impact.routes.ts";
export { collectionTotalsBetween, idleKiosks } from "./impact.service.ts";
export { impactRecordsRoutes } from "./impact-records.routes.ts";
export {
  businessesRestated,
  derivedFiguresUnder,
  type FactorChange,
  type RestatedPeriod,
  restatedDaysOf,
  versionsWith,
} from "./method-change.ts";
export {
  collectionsByMonthIn,
  firstCollectionOn,
  getMonthlyCollections,
} from "./monthly-collections.ts";
