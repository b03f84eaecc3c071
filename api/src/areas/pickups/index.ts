// The pickups area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { pickupFacts, requestFacts } from "./pickup-notice-facts.ts";
export { requestsIn } from "./pickup-requests.service.ts";
export { toAdminRequests } from "./pickup-views.ts";
export { completeVisitOfDay, listStops } from "./pickups.service.ts";
export { pickups } from "./pickups.tables.ts";
