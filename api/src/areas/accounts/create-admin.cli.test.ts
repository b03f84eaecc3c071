import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "#api/db/database.ts";
import { builtApiEntry } from "#api-test/built-api.ts";
import { verifyPassword } from "./password.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

describe("npm run create-admin", () => {
  let dataDir: string;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = (args: string[], env: Record<string, string>, input = "") =>
    spawnSync(process.execPath, [builtApiEntry("create-admin"), ...args], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
      input,
      encoding: "utf8",
    });

  it("creates the first staff login on an empty production database, password from the environment", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-admin-"));
    const env = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      // A production environment has SMTP (the settings require it); the CLI sends no e-mail.
      SMTP_URL: "smtp://mail.example.com:587",
      ADMIN_PASSWORD: "Staff-passphrase-1",
    };
    const created = run(
      ["--email", "Boss@Filtercycle.example", "--name", "Head of Operations"],
      env,
    );
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Created the staff login boss@filtercycle.example.");
    expect(created.status).toBe(0);

    const again = run(["--email", "boss@filtercycle.example"], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("A login for boss@filtercycle.example already exists.");

    const database = await openDatabase({ driver: "embedded", dataDir, poolMax: 1 });
    try {
      const rows = await queryRows<{
        role: string;
        name: string;
        password: string;
        customers: number;
      }>(
        database.db,
        sql`select u.role, u.name, a.password, (select count(*)::int from customers) as customers
            from users u join accounts a on a.user_id = u.id`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ role: "admin", name: "Head of Operations", customers: 0 });
      expect(await verifyPassword(rows[0]?.password as string, "Staff-passphrase-1")).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuses a short or weak password and a missing e-mail", () => {
    const short = run(["--email", "a@b.example"], { ADMIN_PASSWORD: "" }, "short\n");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain(
      "The password must be at least 12 characters for a staff login.",
    );
    for (const weak of ["aaaaaaaaaaaa", "123456789012", "password1234"]) {
      const refused = run(["--email", "a@b.example"], { ADMIN_PASSWORD: weak });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(
        /^The password (is a commonly used password|is not strong enough for a staff login)/,
      );
    }
    const usage = run([], {});
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run create-admin -- --email");
  });
});
