// The kiosks area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { addKiosk, type NewKiosk } from "./add-kiosk.ts";
export { kioskCountOf, kioskCountsSubquery } from "./kiosk-counts.ts";
export {
  findKioskBySerial,
  findKioskRef,
  type KioskRef,
  kiosksByIds,
  kiosksInService,
  kiosksOfCustomer,
} from "./kiosk-lookup.ts";
export {
  DEFAULT_KIOSK_MODELS,
  ensureKioskModels,
  kioskCapacityKg,
  largestKioskCapacityKg,
} from "./kiosk-models.ts";
export { kioskModelReads, kioskReads } from "./kiosk-reads.ts";
export { type KioskCollections, type KioskForecasts, kiosksRoutes } from "./kiosks.staff.ts";
