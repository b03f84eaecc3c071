// The settings area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { readButtsPerKgEstimate } from "./butts-per-kg.ts";
export {
  readConsoleSettings,
  readLargestKioskCapacityKg,
  readPickupThresholdPercent,
} from "./console-settings.ts";
export { type SettingsMethods, settingsRoutes } from "./settings.routes.ts";
export {
  forgetSettings,
  type ImpactFactor,
  readImpactSettings,
  readPayoutThreshold,
} from "./settings.service.ts";
