// The impact-pages area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { impactPagePages, impactPagesRoutes } from "./impact-pages.routes.ts";
