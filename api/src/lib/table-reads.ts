import { getTableColumns, type SQL, sql, type Table } from "drizzle-orm";

/**
 * A table as other areas' SQL statements may read it (decision 0082, amendment of the ledger's
 * move): a piece of SQL naming the table, with each column as a piece of SQL. They render exactly
 * as the table object and its columns do (`"kiosks"`, `"kiosks"."id"`), so a statement built from
 * them keeps its text (the dashboard's prepared statements are named by it, decision 0035), but
 * they are not the Drizzle table: another area cannot insert, update or delete through them, and
 * writes go through the owner's functions. An area's public file exports these, never its tables
 * (scripts/check-boundaries.mjs fails on a table exported or imported through a public file).
 */
export type TableReads<T extends Table> = SQL & {
  readonly [Column in keyof T["_"]["columns"]]: SQL<T["_"]["columns"][Column]["_"]["data"]>;
};

export function tableReads<T extends Table>(table: T): TableReads<T> {
  const reads = sql`${table}`;
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    // A column named like one of SQL's own members (`as`, `append`) would hide it.
    if (name in reads) throw new Error(`the column ${name} hides a member of SQL`);
    Object.defineProperty(reads, name, { value: sql`${column}`, enumerable: true });
  }
  return reads as TableReads<T>;
}
