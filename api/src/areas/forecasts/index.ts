// The forecasts area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { forecastKiosks, type KioskForecast } from "./forecast-kiosks.ts";
export {
  FORECAST_RULES,
  type Forecast,
  type ForecastInput,
  forecastKiosk,
  learnRate,
  medianRate,
  type Visit,
} from "./forecast-math.ts";
