import { eq, sql } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
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

export async function findCustomerById(db: Db, id: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** By the public code shown to customers (e.g. FC-1001), case-insensitively. */
export async function findCustomerByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.code, code.trim().toUpperCase()));
  return row;
}
