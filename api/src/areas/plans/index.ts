// The plans area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file.
export type { ForecastLoader, KioskForecast } from "./plan-types.ts";
export { proposeTomorrow, registerTomorrowsPlan } from "./plans.jobs.ts";
export { plansDeps, plansRoutes } from "./plans.routes.ts";
export { fixedScheduleForecasts } from "./plans.service.ts";
