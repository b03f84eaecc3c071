import type {
  COLLECTIONS_CSV_EXPORT_COLUMNS,
  CollectionFilters,
  CollectionItem,
} from "@filtercycle/contract/collections/admin-collections";
import { estimateButts } from "@filtercycle/contract/collections/collection-rules";
import { type SQL, sql } from "drizzle-orm";
import type { AuditActor } from "#api/areas/audit/index.ts";
import { recordAudit } from "#api/areas/audit/index.ts";
import { type CustomerRef, customersByIds, findCustomerById } from "#api/areas/customers/index.ts";
import { kioskReads as kiosks } from "#api/areas/kiosks/index.ts";
import { readButtsPerKgEstimate } from "#api/areas/settings/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import type { CollectionCredits } from "./collection-credits.ts";
import { recordedByIdentity } from "./collection-identity.ts";
import { creditFor } from "./collection-values.ts";
import { collections } from "./collections.tables.ts";

/**
 * The console's collections: the list over every customer (offset pages, newest first, a total
 * counted up to a cap), the streamed export (keyset batches) and the row behind one item.
 * Decision 0055.
 */

/** The list counts its rows up to this many; above it the total is unknown (null). */
export const COUNT_CAP = 10_000;
/** Rows the export reads per query. */
export const EXPORT_BATCH = 2_000;

/** The filters with the customer resolved to its id (null: no such customer, nothing matches). */
export type ResolvedFilters = Omit<CollectionFilters, "customerCode"> & {
  customerId?: string | null;
  /** The filter's customer, already read: its rows need no name lookup. */
  customer?: CustomerRef;
};

type CollectionRow = {
  id: string;
  kioskId: string;
  customerId: string;
  date: string;
  buttsNumber: number;
  estimated: boolean;
  buttsKg: string;
  visit: number;
  kioskLabel: string;
  kioskSerial: string;
  credit: string | null;
  ratePerKg: string | null;
};

const c = collections;
const k = kiosks;

const rowColumns = sql`${c.id}::text as id, ${c.kioskId} as "kioskId", ${c.customerId} as "customerId",
  to_char(${c.collectedOn}, 'YYYY-MM-DD') as date, ${c.buttsCount} as "buttsNumber",
  ${c.buttsCountEstimated} as estimated, ${c.buttsKg}::text as "buttsKg", ${c.visit} as visit,
  ${k.label} as "kioskLabel", ${k.serial} as "kioskSerial",
  credit.amount::text as credit, credit.rate_per_kg::text as "ratePerKg"`;

/** The kiosk and the credit (money's ledger, handed in) of each row. */
function joins(ledger: CollectionCredits): SQL {
  const credit = ledger.creditOf(sql`${c.id}`);
  return sql`join ${k} on ${k.id} = ${c.kioskId}
  left join lateral (
    select ${credit.amount} as amount, ${credit.ratePerKg} as rate_per_kg ${credit.from} limit 1
  ) credit on true`;
}

/**
 * Newest first, in the order of the index that serves the filter. Both columns are NOT NULL, so
 * the two spellings give the same rows; the planner only matches an index whose NULLS order is
 * the query's: a customer or kiosk filter reads `(customer_id | kiosk_id, collected_on)`
 * backwards (DESC NULLS FIRST), dates alone read `(collected_on DESC NULLS LAST, id DESC NULLS
 * LAST)` forwards.
 */
function newestFirst(filters: ResolvedFilters): SQL {
  return filters.customerId || filters.kioskId
    ? sql`order by ${c.collectedOn} desc, ${c.id} desc`
    : sql`order by ${c.collectedOn} desc nulls last, ${c.id} desc nulls last`;
}

/**
 * The page's collections are chosen on the collections table alone (an index range in order,
 * LIMIT/OFFSET), and only those rows are joined to their kiosk and credit: joined first, the
 * planner would sort every row of a wide filter (a month: 30,000) to return 50.
 */
function pageOfRows(
  ledger: CollectionCredits,
  filters: ResolvedFilters,
  where: SQL,
  limit: number,
  offset = 0,
): SQL {
  const order = newestFirst(filters);
  return sql`select ${rowColumns}
    from (select * from ${c} ${where} ${order} limit ${limit} offset ${offset}) as ${c}
    ${joins(ledger)} ${order}`;
}

function whereOf(filters: ResolvedFilters, extra?: SQL): SQL {
  const parts: SQL[] = [];
  if (filters.customerId === null) parts.push(sql`false`);
  else if (filters.customerId) parts.push(sql`${c.customerId} = ${filters.customerId}`);
  if (filters.kioskId) parts.push(sql`${c.kioskId} = ${filters.kioskId}`);
  if (filters.from) parts.push(sql`${c.collectedOn} >= ${filters.from}`);
  if (filters.to) parts.push(sql`${c.collectedOn} <= ${filters.to}`);
  if (extra) parts.push(extra);
  return parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

function toItem(row: CollectionRow, customer: CustomerRef | undefined): CollectionItem {
  return {
    id: Number(row.id),
    customerCode: customer?.code ?? "",
    customerName: customer?.name ?? "",
    kioskId: row.kioskId,
    kioskLabel: row.kioskLabel,
    kioskSerial: row.kioskSerial,
    date: row.date,
    buttsNumber: Number(row.buttsNumber),
    estimated: row.estimated,
    buttsKg: Number(row.buttsKg),
    visit: Number(row.visit),
    credit: row.credit === null ? null : Number(row.credit),
    ratePerKg: row.ratePerKg === null ? null : Number(row.ratePerKg),
  };
}

/** One page, newest first (date, then id), with the total counted up to COUNT_CAP. */
export async function listCollections(
  db: Db,
  ledger: CollectionCredits,
  filters: ResolvedFilters,
  page: number,
  pageSize: number,
): Promise<{ items: CollectionItem[]; total: number | null }> {
  const where = whereOf(filters);
  const [rows, counted] = await Promise.all([
    queryRows<CollectionRow>(
      db,
      pageOfRows(ledger, filters, where, pageSize, (page - 1) * pageSize),
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${c} ${where} limit ${COUNT_CAP + 1}) capped`,
    ),
  ]);
  const n = counted[0]?.n ?? 0;
  const known = filters.customer;
  const others = rows.map((row) => row.customerId).filter((id) => id !== known?.id);
  const names = await customersByIds(db, others);
  if (known) names.set(known.id, known);
  return {
    items: rows.map((row) => toItem(row, names.get(row.customerId))),
    total: n > COUNT_CAP ? null : n,
  };
}

/** One collection as the list shows it, or undefined. */
export async function findCollectionItem(
  db: Db,
  ledger: CollectionCredits,
  id: number,
): Promise<CollectionItem | undefined> {
  const [row] = await queryRows<CollectionRow>(
    db,
    sql`select ${rowColumns} from ${c} ${joins(ledger)} where ${c.id} = ${id}`,
  );
  if (!row) return undefined;
  const names = await customersByIds(db, [row.customerId]);
  return toItem(row, names.get(row.customerId));
}

/**
 * Every matching collection, newest first, in batches of EXPORT_BATCH read one after the other
 * (keyset on date and id), so an export of millions of rows holds one batch at a time.
 */
export async function* exportCollections(
  db: Db,
  ledger: CollectionCredits,
  filters: ResolvedFilters,
): AsyncGenerator<
  Record<(typeof COLLECTIONS_CSV_EXPORT_COLUMNS)[number], string | number | boolean>
> {
  const names = new Map<string, CustomerRef>(
    filters.customer ? [[filters.customer.id, filters.customer]] : [],
  );
  let after: { date: string; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? sql`(${c.collectedOn}, ${c.id}) < (${after.date}::date, ${after.id}::bigint)`
      : undefined;
    const rows = await queryRows<CollectionRow>(
      db,
      pageOfRows(ledger, filters, whereOf(filters, keyset), EXPORT_BATCH),
    );
    const missing = rows.map((row) => row.customerId).filter((id) => !names.has(id));
    if (missing.length > 0) {
      for (const [id, ref] of await customersByIds(db, missing)) names.set(id, ref);
    }
    for (const row of rows) {
      const customer = names.get(row.customerId);
      yield {
        id: row.id,
        customer_code: customer?.code ?? "",
        customer_name: customer?.name ?? "",
        kiosk_serial: row.kioskSerial,
        kiosk_label: row.kioskLabel,
        date: row.date,
        butts_number: Number(row.buttsNumber),
        butts_number_estimated: row.estimated,
        butts_kg: row.buttsKg,
        credit_rupees: row.credit ?? "",
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { date: last.date, id: last.id };
  }
}

/** The collection as the audit log keeps it. */
export const collectionAuditView = (item: CollectionItem) => ({
  id: item.id,
  customerCode: item.customerCode,
  kioskSerial: item.kioskSerial,
  date: item.date,
  buttsNumber: item.buttsNumber,
  estimated: item.estimated,
  buttsKg: item.buttsKg,
  visit: item.visit,
  credit: item.credit,
  ratePerKg: item.ratePerKg,
});

const rupeesToPaise = (rate: string) => Math.round(Number(rate) * 100);

/**
 * The rate (₹/kg, numeric text) a collection recorded now is credited at: the business's own
 * rate. The balance card shows it as "the rate today", so the rule lives here once.
 */
export const creditRateOf = (customer: { benefitRatePerKg: string }): string =>
  customer.benefitRatePerKg;

export const RECORDED_MESSAGES = {
  already: (c: { kioskSerial: string; date: string; visit: number; buttsKg: number; id: number }) =>
    `This collection is already recorded: kiosk ${c.kioskSerial} on ${c.date}, visit ${c.visit}, ${c.buttsKg.toFixed(3)} kg (collection ${c.id}). If the kiosk was emptied again that day, record it as visit ${c.visit + 1}.`,
} as const;

/**
 * Records one collection as staff do (the console's form, a done pickup): the number estimated
 * from the kg when not counted, the credit at the business's rate, the audit entry. Call it in
 * the transaction of the change (the caller checks the date against the kiosk first).
 *
 * A collection already recorded under the same identity (kiosk, day, visit, kg; decision 0074),
 * by any writer and also by one committing at this moment, is not recorded again: `ifRecorded`
 * "refuse" answers 409 naming it, "reuse" answers the recorded one (no second credit, no audit).
 */
export async function createCollection(
  tx: Db,
  ledger: CollectionCredits,
  kiosk: { id: string; customerId: string },
  input: {
    date: string;
    buttsKg: number;
    buttsNumber?: number | undefined;
    visit?: number | undefined;
  },
  actor: AuditActor,
  ifRecorded: "refuse" | "reuse" = "refuse",
): Promise<CollectionItem> {
  const customer = await findCustomerById(tx, kiosk.customerId);
  if (!customer) throw new Error(`the kiosk's business ${kiosk.customerId} was not found`);
  const estimated = input.buttsNumber === undefined;
  const buttsNumber =
    input.buttsNumber ?? estimateButts(input.buttsKg, await readButtsPerKgEstimate(tx));
  const buttsKg = input.buttsKg.toFixed(3);
  const visit = input.visit ?? 1;
  const [row] = await tx
    .insert(collections)
    .values({
      kioskId: kiosk.id,
      customerId: kiosk.customerId,
      collectedOn: input.date,
      visit,
      buttsCount: buttsNumber,
      buttsCountEstimated: estimated,
      buttsKg,
      recordedBy: actor.name,
    })
    // Waits for a writer of the same collection that has not committed yet, then does nothing.
    .onConflictDoNothing({
      target: [
        collections.kioskId,
        collections.collectedOn,
        collections.visit,
        collections.buttsKg,
      ],
    })
    .returning({ id: collections.id });
  if (!row) {
    const ids = await recordedByIdentity(tx, [
      { kioskId: kiosk.id, date: input.date, visit, buttsKg },
    ]);
    const [id] = [...ids.values()];
    const recorded = id === undefined ? undefined : await findCollectionItem(tx, ledger, id);
    if (!recorded) throw new Error("the recorded collection was not found");
    if (ifRecorded === "reuse") return recorded;
    throw new HttpError(409, RECORDED_MESSAGES.already(recorded));
  }
  await ledger.credit(tx, [
    {
      collectionId: row.id,
      customerId: kiosk.customerId,
      occurredOn: input.date,
      amount: creditFor(buttsKg, rupeesToPaise(creditRateOf(customer))),
      ratePerKg: creditRateOf(customer),
      recordedBy: actor.name,
    },
  ]);
  const item = await findCollectionItem(tx, ledger, row.id);
  if (!item) throw new Error("the new collection was not found");
  await recordAudit(tx, {
    actor,
    entity: "collection",
    entityId: row.id,
    customerId: kiosk.customerId,
    action: "create",
    before: null,
    after: collectionAuditView(item),
  });
  return item;
}

/** What a pickup shows of its collection: weight, number, estimate flag and credit. */
export type CollectionFigures = Pick<
  CollectionItem,
  "buttsKg" | "buttsNumber" | "estimated" | "credit"
>;

/** The figures of collections by id, in one query (ids not found are left out). */
export async function collectionFiguresByIds(
  db: Db,
  ledger: CollectionCredits,
  ids: readonly (number | null)[],
): Promise<Map<number, CollectionFigures>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const credit = ledger.creditOf(sql`${c.id}`);
  const rows = await queryRows<{
    id: string;
    buttsKg: string;
    buttsNumber: number;
    estimated: boolean;
    credit: string | null;
  }>(
    db,
    sql`select ${c.id}::text as id, ${c.buttsKg}::text as "buttsKg", ${c.buttsCount} as "buttsNumber",
          ${c.buttsCountEstimated} as estimated,
          (select ${credit.amount}::text ${credit.from} limit 1) as credit
        from ${c}
        where ${c.id} in (select json_array_elements_text(${JSON.stringify(wanted)}::json)::bigint)`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        buttsKg: Number(row.buttsKg),
        buttsNumber: Number(row.buttsNumber),
        estimated: row.estimated,
        credit: row.credit === null ? null : Number(row.credit),
      },
    ]),
  );
}

/** The newest `perKiosk` collections of each of a business's kiosks (the demo seed's pickups). */
export async function latestCollectionsOf(
  db: Db,
  customerId: string,
  perKiosk: number,
): Promise<{ id: number; kioskId: string; date: string }[]> {
  const rows = await queryRows<{ id: string; kioskId: string; date: string }>(
    db,
    sql`select id::text as id, kiosk_id as "kioskId", to_char(collected_on, 'YYYY-MM-DD') as date
        from (select ${c.id} as id, ${c.kioskId} as kiosk_id, ${c.collectedOn} as collected_on,
                row_number() over (partition by ${c.kioskId} order by ${c.collectedOn} desc, ${c.id} desc) as n
              from ${c} where ${c.customerId} = ${customerId}) ranked
        where n <= ${perKiosk} order by collected_on, id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
