import type { SQL } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";

/** A collection's credit as collections write it: money adds the kind and the reference. */
export type NewCollectionCredit = {
  collectionId: number;
  customerId: string;
  occurredOn: string;
  /** Rupees, exact to the paisa (`creditFor`). */
  amount: string;
  /** The rate (₹/kg) it was credited at; left out by the demo and test data of old credits. */
  ratePerKg?: string;
  recordedBy?: string;
};

/**
 * What collections need of money's ledger (decision 0082, amendment). The ledger is money's
 * (`money/ledger.tables.ts`) and its rows name their collection, so money sits above collections
 * and hands this in (`collectionCredits` from money's public file): collections' routes and CSV
 * import get it at registration (`api/src/area-wiring.ts`), pickups and notifications pass it
 * from money's public file. A collection and its credit are written in one transaction (each
 * writer takes it), and money is counted once: a credit is written only for a collection the same
 * transaction inserted (the collection's unique identity decides, decision 0074), an edit updates
 * the one credit of its collection.
 */
export type CollectionCredits = {
  /** Credits collections the transaction `tx` has just inserted. */
  credit(tx: Db, credits: readonly NewCollectionCredit[]): Promise<void>;
  /** An edited collection's credit: its day, amount and rate; written if it had none. */
  recredit(tx: Db, credit: NewCollectionCredit & { ratePerKg: string }): Promise<void>;
  /** Deletes a collection's credits, in the transaction that deletes the collection. */
  uncredit(tx: Db, collectionId: number): Promise<void>;
  /**
   * Pieces of SQL reading the credit of the collection whose id is `collectionId`:
   * `select ${amount} ${from}` (one row at most, `from` naming the ledger and the condition).
   */
  creditOf(collectionId: SQL): { amount: SQL; ratePerKg: SQL; from: SQL };
  /**
   * `insert into <ledger> (customer_id, occurred_on, kind, amount, rate_per_kg, reference,
   * recorded_by, collection_id) ${rows}`: the CSV import's credits, in its one statement.
   */
  insertCredits(rows: SQL): SQL;
};
