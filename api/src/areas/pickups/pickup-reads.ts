import { tableReads } from "#api/lib/table-reads.ts";
import { pickupRequests, pickups } from "./pickups.tables.ts";

// What other areas' single SQL statements read of this area's tables: read-only pieces that
// render as the tables do (api/src/lib/table-reads.ts; decision 0082, amendment).
export const pickupReads = tableReads(pickups);
/** The fill forecast reads a kiosk's open "kiosk full" request. */
export const requestReads = tableReads(pickupRequests);
