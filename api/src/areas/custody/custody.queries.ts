import type { CollectionCustody } from "@filtercycle/contract/custody/custody";
import { sql } from "drizzle-orm";
import { pickupReads as pickups } from "#api/areas/pickups/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import type { DateRange } from "#api/lib/dates.ts";
import {
  custodyIntakes as i,
  processingBatches as pb,
  productLots as pl,
} from "./custody.tables.ts";

/**
 * What other areas may read of the chain of custody (issue 15): where each collection's material
 * is now, the batches behind a business's collections, and what its material became.
 * Reads only; staff record intakes, batches and lots through custody.routes.ts.
 */

type Product = { product: string; lotCode: string; madeOn: string };
type CustodyRow = {
  collection_id: string;
  bag_code: string;
  received_on: string | null;
  batch_code: string | null;
  products: Product[] | string | null;
};

function productsOf(value: CustodyRow["products"]): Product[] {
  if (!value) return [];
  return typeof value === "string" ? (JSON.parse(value) as Product[]) : value;
}

/** The product lots made from a batch row `pb`, oldest first, as a JSON array (one per query row). */
const lotsOfBatch = sql`(select coalesce(json_agg(json_build_object('product', ${pl.product},
    'lotCode', ${pl.code}, 'madeOn', to_char(${pl.madeOn}, 'YYYY-MM-DD'))
    order by ${pl.madeOn}, ${pl.code}), '[]'::json)
  from ${pl} where ${pl.batchId} = ${pb.id})`;

const UNTRACKED: CollectionCustody = {
  stage: "untracked",
  bagCode: null,
  receivedOn: null,
  batchCode: null,
  products: [],
};

/**
 * Each collection's place in the chain: `untracked` when no bag code was recorded (collections
 * entered in the console or imported), `collected` until the plant weighs the bag, then
 * `received`, `batched`, `made` (a lot exists).
 */
export async function custodyOfCollections(
  db: Db,
  collectionIds: readonly number[],
): Promise<Map<number, CollectionCustody>> {
  const found = new Map<number, CollectionCustody>();
  if (collectionIds.length === 0) return found;
  const rows = await queryRows<CustodyRow>(
    db,
    sql`select ${pickups.collectionId}::text as collection_id, ${pickups.bagCode} as bag_code,
          to_char(${i.receivedOn}, 'YYYY-MM-DD') as received_on, ${pb.code} as batch_code,
          ${lotsOfBatch} as products
        from ${pickups}
        left join ${i} on ${i.pickupId} = ${pickups.id}
        left join ${pb} on ${pb.id} = ${i.batchId}
        where ${pickups.collectionId} in (${sql.join(
          collectionIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${pickups.bagCode} <> ''`,
  );
  for (const row of rows) {
    const products = productsOf(row.products);
    found.set(Number(row.collection_id), {
      stage:
        products.length > 0
          ? "made"
          : row.batch_code
            ? "batched"
            : row.received_on
              ? "received"
              : "collected",
      bagCode: row.bag_code,
      receivedOn: row.received_on,
      batchCode: row.batch_code,
      products,
    });
  }
  for (const id of collectionIds) if (!found.has(id)) found.set(id, UNTRACKED);
  return found;
}

export type BatchBehind = { code: string; startedOn: string; products: Product[] };

/**
 * The processing batches holding bags of the business's pickups whose collections fall in
 * `range` (null start: from the beginning), oldest first: a certificate's verification page
 * lists them. A done pickup's collection is dated its planned day (a moved visit's new day, not
 * the schedule date it was generated for).
 */
export async function batchesBehind(
  db: Db,
  customerId: string,
  range: { startDate: string | null; endDate: string },
): Promise<BatchBehind[]> {
  const rows = await queryRows<{
    code: string;
    started_on: string;
    products: Product[] | string | null;
  }>(
    db,
    sql`select ${pb.code} as code, to_char(${pb.startedOn}, 'YYYY-MM-DD') as started_on,
          ${lotsOfBatch} as products
        from ${pb}
        where exists (
          select 1 from ${i} join ${pickups} on ${pickups.id} = ${i.pickupId}
          where ${i.batchId} = ${pb.id} and ${pickups.customerId} = ${customerId}
            and ${pickups.plannedOn} <= ${range.endDate}::date
            ${range.startDate ? sql`and ${pickups.plannedOn} >= ${range.startDate}::date` : sql``}
        )
        order by ${pb.startedOn}, ${pb.code}`,
  );
  return rows.map((row) => ({
    code: row.code,
    startedOn: row.started_on,
    products: productsOf(row.products),
  }));
}

/** Everything the business's material became so far, newest lot first (public impact page). */
export async function productsMadeFor(db: Db, customerId: string): Promise<Product[]> {
  const rows = await queryRows<{ product: string; lot_code: string; made_on: string }>(
    db,
    sql`select distinct ${pl.product} as product, ${pl.code} as lot_code,
          to_char(${pl.madeOn}, 'YYYY-MM-DD') as made_on
        from ${pl} join ${i} on ${i.batchId} = ${pl.batchId}
        join ${pickups} on ${pickups.id} = ${i.pickupId}
        where ${pickups.customerId} = ${customerId}
        order by made_on desc, lot_code`,
  );
  return rows.map((row) => ({ product: row.product, lotCode: row.lot_code, madeOn: row.made_on }));
}

export type { DateRange };
