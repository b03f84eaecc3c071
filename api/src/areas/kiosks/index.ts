// The kiosks area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { kioskBreakdown } from "./kiosk-breakdown.ts";
export { collectedOf, kioskCountOf, kioskCountsSubquery } from "./kiosk-counts.ts";
export {
  findKioskRef,
  type KioskRef,
  kiosksByIds,
  kiosksInService,
  kiosksOfCustomer,
  lastVisitSql,
  lastVisits,
} from "./kiosk-lookup.ts";
