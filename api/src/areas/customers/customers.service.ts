import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { customers } from "./customers.tables.ts";

export type NewCustomer = typeof customers.$inferInsert;

export async function createCustomer(db: Db, customer: NewCustomer) {
  const [row] = await db.insert(customers).values(customer).returning();
  if (!row) throw new Error("customer insert returned no row");
  return row;
}

export async function countCustomers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(customers);
  return row?.n ?? 0;
}
