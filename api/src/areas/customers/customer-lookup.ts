import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { customers } from "./customers.tables.ts";

/** A business as other areas' lists show it: code, name and benefit rate (₹/kg, as text). */
export type CustomerRef = { id: string; code: string; name: string; ratePerKg: string };

const refColumns = sql`${customers.id} as id, ${customers.code} as code, ${customers.name} as name,
  ${customers.benefitRatePerKg}::text as "ratePerKg"`;

/**
 * Businesses by id, in one query: lists of other areas' records (collections, the ledger, the
 * audit log, the overview) name each row's business without a join across areas. Null ids (a
 * record of no business) are skipped.
 */
export async function customersByIds(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, CustomerRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<CustomerRef>(
    db,
    sql`select ${refColumns} from ${customers}
        where ${customers.id} in (select json_array_elements_text(${JSON.stringify(wanted)}::json)::uuid)`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Businesses by public code (as stored: FC-1001), in one query; the map is keyed by code. */
export async function customersByCodes(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, CustomerRef>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<CustomerRef>(
    db,
    sql`select ${refColumns} from ${customers}
        where ${customers.code} in (select json_array_elements_text(${JSON.stringify([...new Set(codes)])}::json))`,
  );
  return new Map(rows.map((row) => [row.code, row]));
}

/** A business with where it is: the console's pickups group stops by city and show the address. */
export type CustomerPlace = CustomerRef & {
  city: string;
  address: string;
  phone: string;
  latitude: string | null;
  longitude: string | null;
  /** Opening hours, "HH:MM"; null is all day. */
  opensAt: string | null;
  closesAt: string | null;
};

/** Businesses with their city and one-line address, by id, in one query. */
export async function customerPlacesByIds(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, CustomerPlace>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const c = customers;
  const rows = await queryRows<CustomerPlace>(
    db,
    sql`select ${refColumns}, ${c.city} as city,
          concat_ws(', ', nullif(${c.addressLine1}, ''), nullif(${c.addressLine2}, ''),
            nullif(${c.city}, ''), nullif(${c.pincode}, '')) as address,
          ${c.siteContactPhone} as phone, ${c.latitude} as latitude, ${c.longitude} as longitude,
          ${c.opensAt} as "opensAt", ${c.closesAt} as "closesAt"
        from ${c}
        where ${c.id} in (select json_array_elements_text(${JSON.stringify(wanted)}::json)::uuid)`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}
