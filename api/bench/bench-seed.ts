import { type SQL, sql } from "drizzle-orm";
import { hashPassword } from "../src/areas/accounts/password.ts";
import { ensureDefaultSettings } from "../src/areas/settings/settings.service.ts";
import { type Db, queryRows } from "../src/db/database.ts";
import { addDays, addMonths, type IsoDate } from "../src/lib/dates.ts";

export type BenchSeedSummary = {
  customers: number;
  collections: number;
  benefitTransactions: number;
  /** The customer the benchmark asks about (the first one). */
  customerId: string;
};

/**
 * Seeds `customers` businesses with one kiosk each and a collection every day for five years up
 * to `today`, each with its benefit credit, plus a monthly payout, quarterly awareness work and
 * smokers served, into an empty database. Values are deterministic (hashes, not random()).
 *
 * The rows are made inside PostgreSQL, set-based (`generate_series`, `INSERT … SELECT`), in one
 * transaction that loads the two big tables as a bulk load would: their secondary indexes and
 * foreign keys are dropped and made again afterwards (from their definitions in the catalogue, so
 * they are exactly the migrations'), and their triggers are off while they fill. What the triggers
 * would have written is then written set-based: the monthly roll-up (`customer_month_totals`, the
 * sums the triggers of migration 0003 add up) and a bump of every business's answer version
 * (migration 0009). 10,000 businesses took 42 minutes with the triggers and indexes in place.
 * `mode: "as-the-app-writes"` seeds the same data with the triggers and indexes doing their work
 * per statement, batch by batch: bench-seed.test.ts compares the two.
 */
export async function seedBenchData(
  db: Db,
  options: {
    customers: number;
    today: IsoDate;
    log: (line: string) => void;
    mode?: "bulk" | "as-the-app-writes";
  },
): Promise<BenchSeedSummary> {
  const { customers, today, log } = options;
  const firstDay = addDays(addMonths(today, -60), 1);
  await ensureDefaultSettings(db);

  await db.execute(sql`
    insert into customers (code, name, address_line_1, city, state, pincode, service_type,
      business_type, benefit_rate_per_kg)
    select 'BENCH-' || lpad(n::text, 5, '0'), 'Bench business ' || n, n || ', Bench Road',
      'Ahmedabad', 'Gujarat', '380001', 'Kiosk Collection', 'Café & Restaurant', 10 + (n % 5)
    from generate_series(1, ${customers}) as n`);
  await db.execute(sql`
    insert into kiosks (customer_id, label, location, installed_on)
    select id, 'K-1', 'Entrance', ${firstDay}::date from customers`);
  await db.execute(sql`
    insert into smokers_served (customer_id, count)
    select id, 100 + abs(hashtext(code)) % 900 from customers`);
  await db.execute(sql`
    insert into awareness_records (customer_id, held_on, people_reached, title)
    select c.id, q::date, 40 + abs(hashtext(c.code || q::text)) % 110, 'Awareness talk'
    from customers c
    cross join generate_series(${firstDay}::date, ${today}::date, interval '3 months') as q`);

  if (options.mode === "as-the-app-writes") {
    await seedDailyRowsAsTheAppWrites(db, { customers, firstDay, today, log });
  } else {
    await seedDailyRowsInBulk(db, { firstDay, today, log });
  }
  // Fresh statistics for the planner, and the visibility map an index-only scan needs: the
  // steady state autovacuum would reach (the machine's PostgreSQL 15 runs with it off).
  await db.execute(sql`vacuum analyze`);
  return readBenchSummary(db);
}

/**
 * One collection a day per kiosk: 400–999 butts at 0.25–0.30 g a butt. The same expressions serve
 * both modes, so they make the same rows.
 */
const collectionRows = (firstDay: IsoDate, today: IsoDate, where: SQL) => sql`
  select k.id as kiosk_id, k.customer_id, d::date as collected_on, b.butts as butts_count,
    round(b.butts * (0.25 + (abs(hashtext(d::text || k.label)) % 6) * 0.01) / 1000, 3) as butts_kg
  from kiosks k
  join customers c on c.id = k.customer_id
  cross join generate_series(${firstDay}::date, ${today}::date, interval '1 day') as d
  cross join lateral (select 400 + abs(hashtext(c.code || d::text)) % 600 as butts) as b
  where ${where}`;

/** Each month's credits, 90 % paid out on the 10th of the next month (when that has come). */
const monthlyPayouts = (today: IsoDate) => sql`
  insert into benefit_transactions (customer_id, occurred_on, kind, amount, reference)
  select customer_id, paid_on, 'redemption', round(sum(amount) * 0.9, 2), 'Monthly payout'
  from (
    select customer_id, amount,
      (date_trunc('month', occurred_on) + interval '1 month 9 days')::date as paid_on
    from benefit_transactions where kind = 'collection_credit'
  ) as credits
  where paid_on <= ${today}::date
  group by customer_id, paid_on`;

/** The big tables a bulk load fills with their triggers off and indexes dropped. */
const BULK_TABLES = ["collections", "benefit_transactions"] as const;

async function seedDailyRowsInBulk(
  db: Db,
  { firstDay, today, log }: { firstDay: IsoDate; today: IsoDate; log: (line: string) => void },
): Promise<void> {
  const tables = sql.raw(BULK_TABLES.map((t) => `'${t}'::regclass`).join(", "));
  const started = Date.now();
  const step = (what: string) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await db.transaction(async (tx) => {
    // The index builds sort in memory rather than on disk (this transaction only).
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    // The secondary indexes (not those of a primary key or unique constraint, which other
    // tables' foreign keys may need) and the foreign keys going out of the two tables.
    const indexes = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        where i.indrelid in (${tables})
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    const foreignKeys = await queryRows<{ tableName: string; name: string; definition: string }>(
      tx,
      sql`select conrelid::regclass::text as "tableName", quote_ident(conname) as name,
          pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and conrelid in (${tables})`,
    );
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`alter table ${fk.tableName} drop constraint ${fk.name}`));
    }
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    for (const table of [...BULK_TABLES, "customer_month_totals"]) {
      await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    }

    await tx.execute(sql`
      insert into collections (kiosk_id, customer_id, collected_on, butts_count, butts_kg, recorded_by)
      select kiosk_id, customer_id, collected_on, butts_count, butts_kg, 'bench'
      from (${collectionRows(firstDay, today, sql`true`)}) as r
      order by customer_id, collected_on`);
    step("collections");
    // Each collection credited at its customer's rate, as recordCollections does.
    await tx.execute(sql`
      insert into benefit_transactions (customer_id, occurred_on, kind, amount, reference, collection_id)
      select i.customer_id, i.collected_on, 'collection_credit',
        round(i.butts_kg * c.benefit_rate_per_kg, 2), 'Collection ' || i.id, i.id
      from collections i join customers c on c.id = i.customer_id
      order by i.id`);
    step("credits");
    await tx.execute(monthlyPayouts(today));
    step("payouts");
    // What the triggers of migration 0003 add up, statement by statement, summed at once.
    await tx.execute(sql`
      insert into customer_month_totals (customer_id, month, butts_count, butts_kg, credited, redeemed)
      select coalesce(b.customer_id, m.customer_id), coalesce(b.month, m.month),
        coalesce(b.butts_count, 0), coalesce(b.butts_kg, 0),
        coalesce(m.credited, 0), coalesce(m.redeemed, 0)
      from (
        select customer_id, date_trunc('month', collected_on)::date as month,
          sum(butts_count) as butts_count, sum(butts_kg) as butts_kg
        from collections group by 1, 2
      ) as b
      full join (
        select customer_id, date_trunc('month', occurred_on)::date as month,
          coalesce(sum(amount) filter (where kind in ('collection_credit', 'adjustment')), 0) as credited,
          coalesce(sum(amount) filter (where kind = 'redemption'), 0) as redeemed
        from benefit_transactions group by 1, 2
      ) as m on m.customer_id = b.customer_id and m.month = b.month`);
    step("monthly roll-up");
    for (const table of [...BULK_TABLES, "customer_month_totals"]) {
      await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
    }
    // What the answer-version triggers of migration 0009 would have done: every business's bumped.
    await tx.execute(sql`select answer_versions_bump(array(select id::text from customers))`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    step("indexes");
    for (const fk of foreignKeys) {
      await tx.execute(
        sql.raw(`alter table ${fk.tableName} add constraint ${fk.name} ${fk.definition}`),
      );
    }
    step("foreign keys checked");
  });
}

/**
 * The same rows written as the app writes: a batch of customers per statement with every trigger
 * and index at work (the roll-up and answer versions kept by the triggers). Two statements in
 * flight, so the server can use two cores.
 */
async function seedDailyRowsAsTheAppWrites(
  db: Db,
  options: { customers: number; firstDay: IsoDate; today: IsoDate; log: (line: string) => void },
): Promise<void> {
  const { customers, firstDay, today, log } = options;
  const batchSize = 50;
  const batches: [number, number][] = [];
  for (let from = 1; from <= customers; from += batchSize) {
    batches.push([from, Math.min(from + batchSize - 1, customers)]);
  }
  let seeded = 0;
  const seedBatch = async ([from, to]: [number, number]) => {
    const code = (n: number) => `BENCH-${String(n).padStart(5, "0")}`;
    // Each collection credited at the customer's rate in the same statement, as
    // recordCollections does.
    await db.execute(sql`
      with inserted as (
        insert into collections (kiosk_id, customer_id, collected_on, butts_count, butts_kg, recorded_by)
        select kiosk_id, customer_id, collected_on, butts_count, butts_kg, 'bench'
        from (${collectionRows(firstDay, today, sql`c.code between ${code(from)} and ${code(to)}`)}) as r
        returning id, customer_id, collected_on, butts_kg
      )
      insert into benefit_transactions (customer_id, occurred_on, kind, amount, reference, collection_id)
      select i.customer_id, i.collected_on, 'collection_credit',
        round(i.butts_kg * c.benefit_rate_per_kg, 2), 'Collection ' || i.id, i.id
      from inserted i join customers c on c.id = i.customer_id`);
    seeded += to - from + 1;
    if (seeded % 250 === 0 || seeded === customers) {
      log(`  seeded ${seeded} of ${customers} customers`);
    }
  };
  const queue = [...batches];
  const worker = async () => {
    for (let batch = queue.shift(); batch; batch = queue.shift()) await seedBatch(batch);
  };
  await Promise.all([worker(), worker()]);
  await db.execute(monthlyPayouts(today));
}

/** What the database holds, and the business the benchmark asks about. */
export async function readBenchSummary(db: Db): Promise<BenchSeedSummary> {
  const [row] = await queryRows<{
    customers: number;
    collections: number;
    benefit_transactions: number;
    customer_id: string;
  }>(
    db,
    sql`select (select count(*)::int from customers) as customers,
      (select count(*)::int from collections) as collections,
      (select count(*)::int from benefit_transactions) as benefit_transactions,
      (select id from customers where code = 'BENCH-00001') as customer_id`,
  );
  if (!row) throw new Error("bench seed: no counts");
  return {
    customers: row.customers,
    collections: row.collections,
    benefitTransactions: row.benefit_transactions,
    customerId: row.customer_id,
  };
}

/**
 * One owner login per bench business, `bench-00001@filtercycle.test` …, all with `password`.
 * The password is hashed once and the hash shared: hashing it per login would take minutes.
 */
export async function seedBenchLogins(db: Db, password: string): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  const rows = await queryRows<{ email: string }>(
    db,
    sql`with made as (
      insert into users (id, name, email, email_verified, role, customer_id, business_role)
      select gen_random_uuid()::text, name, lower(code) || '@filtercycle.test', true, 'customer', id, 'owner'
      from customers where code like 'BENCH-%'
      returning id, email
    ), credentials as (
      insert into accounts (id, account_id, provider_id, user_id, password)
      select gen_random_uuid()::text, id, 'credential', id, ${passwordHash} from made
    )
    select email from made order by email`,
  );
  return rows.map((r) => r.email);
}
