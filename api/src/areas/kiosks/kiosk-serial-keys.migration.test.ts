import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "#api/db/database.ts";

const TAG = "0012_kiosk_serial_keys";

/**
 * Migration 0012 on a database that already holds look-alike serials (issue 25): the oldest kiosk
 * of each group keeps its serial, later ones become "<serial>-DUP<n>" with an audit entry, and
 * from then on the database refuses a look-alike.
 */
describe("migration 0012: kiosk serial keys", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "fc-migrations-"));
  const client = new PGlite();
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("renames existing look-alike serials and then refuses new ones", async () => {
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalPath = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    const index = journal.entries.findIndex((entry) => entry.tag === TAG);
    expect(index).toBeGreaterThan(0);
    // The database as it was before this migration…
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
    );
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into customers (id, code, name, service_type, business_type)
        values ('00000000-0000-0000-0000-000000000001', 'FC-1', 'Old Café', 'S', 'B');
      insert into kiosks (customer_id, label, serial, installed_on, created_at) values
        ('00000000-0000-0000-0000-000000000001', 'First', 'K-1', '2024-01-01', '2024-01-01T00:00Z'),
        ('00000000-0000-0000-0000-000000000001', 'Wide', E'\\uFF2B-\\uFF11', '2024-01-01', '2024-02-01T00:00Z'),
        ('00000000-0000-0000-0000-000000000001', 'Hidden', E'K\\u200B-1', '2024-01-01', '2024-03-01T00:00Z'),
        ('00000000-0000-0000-0000-000000000001', 'Other', 'K-2', '2024-01-01', '2024-04-01T00:00Z');
    `);
    // …then this migration and any after it.
    writeFileSync(journalPath, JSON.stringify(journal));
    await migrate(db, { migrationsFolder: folder });

    const kiosks = await client.query<{ label: string; serial: string; serial_key: string }>(
      "select label, serial, serial_key from kiosks order by created_at",
    );
    expect(kiosks.rows).toEqual([
      { label: "First", serial: "K-1", serial_key: "k-1" },
      { label: "Wide", serial: "\uFF2B-\uFF11-DUP2", serial_key: "k-1-dup2" },
      { label: "Hidden", serial: "K\u200B-1-DUP3", serial_key: "k-1-dup3" },
      { label: "Other", serial: "K-2", serial_key: "k-2" },
    ]);
    const audit = await client.query<{ actor_name: string; before: unknown; after: unknown }>(
      "select actor_name, before, after from audit_log where entity = 'kiosk' order by id",
    );
    expect(audit.rows).toEqual([
      {
        actor_name: "Migration 0012 (look-alike kiosk serials)",
        before: { serial: "\uFF2B-\uFF11" },
        after: { serial: "\uFF2B-\uFF11-DUP2" },
      },
      {
        actor_name: "Migration 0012 (look-alike kiosk serials)",
        before: { serial: "K\u200B-1" },
        after: { serial: "K\u200B-1-DUP3" },
      },
    ]);
    // The database itself refuses a look-alike, whatever writes it.
    await expect(
      client.query(
        `insert into kiosks (customer_id, label, serial, installed_on)
           values ('00000000-0000-0000-0000-000000000001', 'Again', 'k\u2060-２', '2024-01-01')`,
      ),
    ).rejects.toThrow(/kiosks_serial_key_unique/);
    // Every migration on a fresh database: seconds alone, longer on a busy machine.
  }, 180_000);
});
