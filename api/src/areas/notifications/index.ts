// The notifications area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { recordNotice } from "./customer-notices.ts";
export { createNotifications } from "./notifications.jobs.ts";
export { notificationsRoutes } from "./notifications.routes.ts";
