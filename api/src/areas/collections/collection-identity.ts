import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { type CollectionIdentity, identityKey } from "./collection-values.ts";
import { collections } from "./collections.tables.ts";

export { type CollectionIdentity, identityKey } from "./collection-values.ts";

/** The ids of the collections already recorded under these identities, by identityKey. */
export async function recordedByIdentity(
  db: Db,
  identities: readonly CollectionIdentity[],
): Promise<Map<string, number>> {
  if (identities.length === 0) return new Map();
  const json = JSON.stringify(identities.map((i) => [i.kioskId, i.date, i.visit, i.buttsKg]));
  const c = collections;
  const rows = await queryRows<CollectionIdentity & { id: string }>(
    db,
    sql`select ${c.id}::text as id, ${c.kioskId}::text as "kioskId",
          to_char(${c.collectedOn}, 'YYYY-MM-DD') as date, ${c.visit} as visit,
          ${c.buttsKg}::text as "buttsKg"
        from json_array_elements(${json}::json) as t(x)
        join ${c} on ${c.kioskId} = (x->>0)::uuid and ${c.collectedOn} = (x->>1)::date
          and ${c.visit} = (x->>2)::int and ${c.buttsKg} = (x->>3)::numeric(12,3)`,
  );
  return new Map(
    rows.map((row) => [identityKey({ ...row, visit: Number(row.visit) }), Number(row.id)]),
  );
}
