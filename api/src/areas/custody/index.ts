// The custody area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { batchesBehind, custodyOfCollections, productsMadeFor } from "./custody.queries.ts";
export { countFlaggedBags, createBatch, createLot, recordIntake } from "./custody.service.ts";
