// The settings area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { readButtsPerKgEstimate } from "./butts-per-kg.ts";
export { readConsoleSettings } from "./console-settings.ts";
export {
  forgetSettings,
  type ImpactFactor,
  readImpactSettings,
  readPayoutThreshold,
} from "./settings.service.ts";
