import {
  type CollectionLogItem,
  canReportProblem,
} from "@filtercycle/contract/collections/insight";
import { type SQL, sql } from "drizzle-orm";
import { kioskReads as k } from "#api/areas/kiosks/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import type { DateRange } from "#api/lib/dates.ts";
import type { CollectionCredits } from "./collection-credits.ts";
import { collections as c } from "./collections.tables.ts";

type LogRow = {
  id: string;
  date: string;
  kioskLabel: string;
  buttsCount: number;
  buttsKg: string;
  estimated: boolean;
  credit: string;
};

/** A collection with its kiosk's label and its credit (money's ledger; 0 when none was recorded). */
function logColumns(ledger: CollectionCredits): SQL {
  const credit = ledger.creditOf(sql`${c.id}`);
  return sql`${c.id}::text as id, to_char(${c.collectedOn}, 'YYYY-MM-DD') as date,
  ${k.label} as "kioskLabel", ${c.buttsCount} as "buttsCount", ${c.buttsKg}::text as "buttsKg",
  ${c.buttsCountEstimated} as estimated,
  coalesce((select sum(${credit.amount}) ${credit.from}), 0)::text as credit`;
}

function periodWhere(customerId: string, period: DateRange): SQL {
  return sql`${c.customerId} = ${customerId}
    and ${c.collectedOn} between ${period.startDate}::date and ${period.endDate}::date`;
}

/**
 * What the custody, enquiries and money areas know of a business's collections. They sit above
 * collections (a bag, a problem report and a credit name their collection), so they hand these in
 * at registration (app.ts) and collections imports none of them (decision 0082, amendment).
 */
export type CollectionLogSources = {
  /** Each collection's credit (money's ledger). */
  ledger: CollectionCredits;
  /** Each collection's latest problem report by the business (enquiries). */
  problemReportsOf: (
    db: Db,
    customerId: string,
    collectionIds: readonly number[],
  ) => Promise<Map<number, Date>>;
  /** Each collection's stage in the chain of custody, for every id asked (custody). */
  custodyOf: (
    db: Db,
    collectionIds: readonly number[],
  ) => Promise<Map<number, CollectionLogItem["custody"]>>;
  /** Files a problem report; one stays open per collection (enquiries). */
  reportProblem: (
    db: Db,
    report: {
      customerId: string;
      collectionId: number;
      reporterName: string;
      reporterEmail: string;
      message: string;
    },
  ) => Promise<{ id: string; createdAt: Date; created: boolean }>;
};

/** Rows with what the enquiries area knows of them (the business's latest problem report). */
async function toItems(
  db: Db,
  customerId: string,
  rows: LogRow[],
  today: string,
  sources: CollectionLogSources,
): Promise<CollectionLogItem[]> {
  const ids = rows.map((row) => Number(row.id));
  const [reported, custody] = await Promise.all([
    sources.problemReportsOf(db, customerId, ids),
    sources.custodyOf(db, ids),
  ]);
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      id,
      date: row.date,
      kioskLabel: row.kioskLabel,
      buttsCount: Number(row.buttsCount),
      buttsKg: Number(row.buttsKg),
      estimated: row.estimated,
      credit: Number(row.credit),
      canReport: canReportProblem(row.date, today),
      reportedAt: reported.get(id)?.toISOString() ?? null,
      // biome-ignore lint/style/noNonNullAssertion: custodyOfCollections answers every id.
      custody: custody.get(id)!,
    };
  });
}

/** One page of the business's collections in the period, newest first (ties: newest id). */
export async function collectionLogPage(
  db: Db,
  customerId: string,
  query: DateRange & { page: number; pageSize: number },
  today: string,
  sources: CollectionLogSources,
): Promise<{ items: CollectionLogItem[]; total: number }> {
  const where = periodWhere(customerId, query);
  const [rows, counts] = await Promise.all([
    queryRows<LogRow>(
      db,
      sql`select ${logColumns(sources.ledger)} from ${c} join ${k} on ${k.id} = ${c.kioskId}
          where ${where} order by ${c.collectedOn} desc, ${c.id} desc
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${c} where ${where}`),
  ]);
  return {
    items: await toItems(db, customerId, rows, today, sources),
    total: counts[0]?.n ?? 0,
  };
}

/** Every collection of the period, newest first (the export). */
export async function collectionLogAll(
  db: Db,
  customerId: string,
  period: DateRange,
  today: string,
  sources: CollectionLogSources,
): Promise<CollectionLogItem[]> {
  const rows = await queryRows<LogRow>(
    db,
    sql`select ${logColumns(sources.ledger)} from ${c} join ${k} on ${k.id} = ${c.kioskId}
        where ${periodWhere(customerId, period)} order by ${c.collectedOn} desc, ${c.id} desc`,
  );
  return toItems(db, customerId, rows, today, sources);
}

/** What the staff inbox shows of a reported collection. */
export type CollectionFacts = {
  id: number;
  customerId: string;
  date: string;
  kioskLabel: string;
  buttsCount: number;
  buttsKg: number;
  credit: number;
};

/** Collections by id with their kiosk and credit (ids not found are left out). */
export async function collectionFacts(
  db: Db,
  ledger: CollectionCredits,
  ids: readonly number[],
): Promise<Map<number, CollectionFacts>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<LogRow & { customerId: string }>(
    db,
    sql`select ${logColumns(ledger)}, ${c.customerId} as "customerId"
        from ${c} join ${k} on ${k.id} = ${c.kioskId}
        where ${c.id} in (select json_array_elements_text(${JSON.stringify(wanted)}::json)::bigint)`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        customerId: row.customerId,
        date: row.date,
        kioskLabel: row.kioskLabel,
        buttsCount: Number(row.buttsCount),
        buttsKg: Number(row.buttsKg),
        credit: Number(row.credit),
      },
    ]),
  );
}
