import { tableReads } from "#api/lib/table-reads.ts";
import { kioskModels, kiosks } from "./kiosks.tables.ts";

// What other areas' single SQL statements read of this area's tables: read-only pieces that
// render as the tables do (api/src/lib/table-reads.ts; decision 0082, amendment).
export const kioskReads = tableReads(kiosks);
/** A kiosk's capacity is its model's unless it has its own (the fill forecast reads both). */
export const kioskModelReads = tableReads(kioskModels);
