// The custody area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { batchesBehind, custodyOfCollections, productsMadeFor } from "./custody.queries.ts";
export { custodyRoutes } from "./custody.routes.ts";
export { countFlaggedBags, createBatch, createLot, recordIntake } from "./custody.service.ts";
