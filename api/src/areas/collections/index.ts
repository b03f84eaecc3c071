// The collections area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export type { CollectionCredits, NewCollectionCredit } from "./collection-credits.ts";
export { type CollectionFacts, collectionFacts } from "./collection-log.ts";
export { businessToday, collectionDateProblem } from "./collection-rules.ts";
export { creditFor } from "./collection-values.ts";
export {
  collectionFiguresByIds,
  createCollection,
  creditRateOf,
  findCollectionItem,
  latestCollectionsOf,
} from "./collections.service.ts";
export { collections } from "./collections.tables.ts";
export { kioskCollections, lastVisitSql, lastVisits } from "./last-visit.ts";
