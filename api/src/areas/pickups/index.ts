// The pickups area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { pickupFacts, requestFacts } from "./pickup-notice-facts.ts";
export { pickupReads, requestReads } from "./pickup-reads.ts";
export { requestsIn } from "./pickup-requests.service.ts";
export { toAdminRequests } from "./pickup-views.ts";
export { pickupsRoutes } from "./pickups.routes.ts";
export {
  acceptHeldVisit,
  completeVisitOfDay,
  completeVisitsOfDay,
  listStops,
} from "./pickups.service.ts";
export { ensurePlannedPickups, ensureVisitsOn } from "./planned-pickups.ts";
