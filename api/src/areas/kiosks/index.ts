// The kiosks area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { kioskCountOf, kioskCountsSubquery } from "./kiosk-counts.ts";
export {
  findKioskRef,
  type KioskRef,
  kiosksByIds,
  kiosksInService,
  kiosksOfCustomer,
} from "./kiosk-lookup.ts";
export type { KioskCollections } from "./kiosks.staff.ts";
export { kiosks } from "./kiosks.tables.ts";
