// The collections area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export type { CollectionCredits, NewCollectionCredit } from "./collection-credits.ts";
export {
  type CollectionFacts,
  type CollectionLogSources,
  collectionFacts,
} from "./collection-log.ts";
export { collectionReads } from "./collection-reads.ts";
export { businessToday, collectionDateProblem } from "./collection-rules.ts";
export { creditFor } from "./collection-values.ts";
export { collectionsRoutes } from "./collections.routes.ts";
export {
  collectionFiguresByIds,
  createCollection,
  creditRateOf,
  findCollectionItem,
  latestCollectionsOf,
} from "./collections.service.ts";
export {
  type AcceptedVisit,
  heldStatesByIds,
  holdCollection,
  holdFor,
  kioskCapacities,
  refuseOverCapacity,
} from "./held-collections.ts";
export { insertCollections, type NewCollection } from "./insert-collections.ts";
export { kioskCollections, lastVisitSql, lastVisits } from "./last-visit.ts";
