import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { openTestDatabase, type TestDatabase } from "./test-database.ts";

describe("a test database's reset (between tests)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      )
    )[0]?.n;
  const insertAuditEntry = async () =>
    (
      await queryRows<{ id: number }>(
        database.db,
        sql`insert into audit_log (actor_name, entity, entity_id, action)
          values ('Test', 'customer', 'c-1', 'create') returning id::int as id`,
      )
    )[0]?.id;

  it("empties every table, the append-only audit log too, and starts each used id sequence at 1 again though its table is empty", async () => {
    await database.db.execute(
      sql`insert into contact_messages (name, email, message) values ('Asha', 'asha@example.com', 'Hello')`,
    );
    expect(await insertAuditEntry()).toBe(1);
    await database.reset();
    expect(await count("contact_messages")).toBe(0);
    expect(await count("audit_log")).toBe(0);
    expect(await insertAuditEntry()).toBe(1);

    // The table is emptied again, then its sequence moved on with nothing in the table (as a
    // rolled-back insert does): the next reset still starts it at 1.
    await database.reset();
    await database.db.execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id'))`);
    await database.db.execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id'))`);
    await database.reset();
    expect(await insertAuditEntry()).toBe(1);
  });
});
