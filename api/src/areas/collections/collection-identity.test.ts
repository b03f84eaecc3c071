import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";

/**
 * Migration 0011 on data that already repeats itself (decision 0074): it must not fail, and it
 * deletes nothing; a kiosk's collections of one day become its visits 1, 2, … by id.
 */
describe("migration 0011: the collection identity on existing repeats", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("numbers a kiosk's same-day collections as visits 1, 2, … and builds the unique index", async () => {
    const db = database.db;
    // The schema as it was before 0011.
    await db.execute(sql`drop index collections_identity_unique`);
    await db.execute(sql`alter table collections drop column visit`);
    await db.execute(
      sql`alter table collection_imports add constraint collection_imports_file_sha256_unique unique (file_sha256)`,
    );
    const customer = await createCustomer(db, {
      code: "FC-6101",
      name: "Repeat Café",
      serviceType: "S",
      businessType: "B",
    });
    const kiosk = await addKiosk(db, {
      customerId: customer.id,
      label: "K",
      installedOn: "2025-01-01",
    });
    const other = await addKiosk(db, {
      customerId: customer.id,
      label: "L",
      installedOn: "2025-01-01",
    });
    await db.execute(sql`insert into collections (kiosk_id, customer_id, collected_on, butts_count, butts_kg) values
      (${kiosk.id}, ${customer.id}, '2025-03-01', 10, 1.000),
      (${kiosk.id}, ${customer.id}, '2025-03-01', 10, 1.000),
      (${kiosk.id}, ${customer.id}, '2025-03-01', 20, 2.000),
      (${kiosk.id}, ${customer.id}, '2025-03-02', 10, 1.000),
      (${other.id}, ${customer.id}, '2025-03-01', 10, 1.000)`);

    const file = await readFile(
      new URL("../../../drizzle/0011_collection_identity.sql", import.meta.url),
      "utf8",
    );
    for (const statement of file.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }

    const rows = await queryRows<{ kiosk: string; day: string; visit: number; kg: string }>(
      db,
      sql`select case when kiosk_id = ${kiosk.id} then 'K' else 'L' end as kiosk,
            to_char(collected_on, 'YYYY-MM-DD') as day, visit, butts_kg::text as kg
          from collections order by id`,
    );
    expect(rows).toEqual([
      { kiosk: "K", day: "2025-03-01", visit: 1, kg: "1.000" },
      { kiosk: "K", day: "2025-03-01", visit: 2, kg: "1.000" },
      { kiosk: "K", day: "2025-03-01", visit: 3, kg: "2.000" },
      { kiosk: "K", day: "2025-03-02", visit: 1, kg: "1.000" },
      { kiosk: "L", day: "2025-03-01", visit: 1, kg: "1.000" },
    ]);
    // From now on the same collection cannot be stored twice.
    await expect(
      db.execute(sql`insert into collections (kiosk_id, customer_id, collected_on, butts_count, butts_kg)
        values (${kiosk.id}, ${customer.id}, '2025-03-02', 99, 1)`),
    ).rejects.toThrow();
  });
});
