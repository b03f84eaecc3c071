import { tableReads } from "#api/lib/table-reads.ts";
import { pickups } from "./pickups.tables.ts";

// What other areas' single SQL statements read of this area's tables: read-only pieces that
// render as the tables do (api/src/lib/table-reads.ts; decision 0082, amendment).
export const pickupReads = tableReads(pickups);
