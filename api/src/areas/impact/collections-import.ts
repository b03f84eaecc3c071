import { createHash } from "node:crypto";
import {
  COLLECTIONS_CSV_TEMPLATE_COLUMNS,
  type ImportProblem,
  type ImportReport,
  MAX_COLLECTION_KG,
  MAX_IMPORT_ROWS,
} from "@filtercycle/contract/admin-collections";
import { kgProblem } from "@filtercycle/contract/amount-rules";
import { isCalendarDate } from "@filtercycle/contract/dates";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { type AuditActor, recordAudit } from "../audit/audit.service.ts";
import { customersByCodes, customersByIds } from "../customers/customer-lookup.ts";
import { estimateButts, readButtsPerKgEstimate } from "../settings/butts-per-kg.ts";
import { collectionDateProblem } from "./collection-rules.ts";
import { creditFor } from "./impact.service.ts";
import { benefitTransactions, collectionImports, collections, kiosks } from "./impact.tables.ts";

/**
 * The collections CSV import (decision 0055): the whole file is checked first and every problem
 * reported (row, column, reason); only a clean file is written, all rows in one transaction with
 * their credits, a few thousand rows per statement (rows travel as one JSON parameter, and one
 * statement inserts the collections and their credits). The file's SHA-256 refuses a second
 * import of the same file.
 */

/** 100,000 rows of the template take about 4 MB; the limit leaves room for long codes. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
/** Rows per INSERT statement. */
const WRITE_CHUNK = 10_000;

export const IMPORT_MESSAGES = {
  rejected: (n: number) =>
    `The file has ${n} problem(s); nothing was imported. Fix every row listed and try again.`,
  duplicate:
    "This file was already imported; importing it again would count its collections twice.",
  empty: "The file has no rows under its header.",
  header: `must be exactly ${COLLECTIONS_CSV_TEMPLATE_COLUMNS.join(",")}`,
  unreadable: (why: string) => `could not be read as CSV: ${why}`,
  tooMany: `has more than ${MAX_IMPORT_ROWS} rows; split it into smaller files`,
  required: "is required",
  unknownCustomer: (code: string) => `no customer has the code "${code}"`,
  unknownKiosk: (serial: string) => `no kiosk has the serial "${serial}"`,
  otherCustomersKiosk: (serial: string, code: string) =>
    `kiosk "${serial}" belongs to customer ${code}, not to this row's customer`,
  notNumber: "must be a number",
  notWholeNumber: "must be a whole number",
  negative: "must not be negative",
  tooHeavy: `must be ${MAX_COLLECTION_KG} or less`,
  decimals: "must have at most three decimals",
  tooLarge: "is too large",
  badDate: "must be a date as YYYY-MM-DD, e.g. 2025-01-31",
} as const;

type Row = {
  kioskId: string;
  customerId: string;
  date: string;
  buttsNumber: number;
  estimated: boolean;
  buttsKg: string;
  rate: string;
  credit: string;
};

export type ImportResult =
  | { kind: "rejected"; detail: string; problems: ImportProblem[] }
  | { kind: "done"; report: ImportReport };

const SIGNED_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** kg as text with three decimals, or the reason it is not acceptable. */
function readKg(value: string): { kg: string } | { reason: string } {
  if (value === "") return { reason: IMPORT_MESSAGES.required };
  if (!SIGNED_NUMBER.test(value)) return { reason: IMPORT_MESSAGES.notNumber };
  if (Number(value) < 0) return { reason: IMPORT_MESSAGES.negative };
  const [, decimals = ""] = value.split(".");
  if (decimals.replace(/0+$/, "").length > 3) return { reason: IMPORT_MESSAGES.decimals };
  const kg = Number(value);
  // The one kg rule (0.001 to 100000 kg) of every screen and endpoint.
  const outside = kgProblem(kg);
  if (outside) return { reason: outside };
  return { kg: Math.abs(kg).toFixed(3) };
}

function readCount(value: string): { n: number | null } | { reason: string } {
  if (value === "") return { n: null };
  if (!SIGNED_NUMBER.test(value)) return { reason: IMPORT_MESSAGES.notNumber };
  const n = Number(value);
  if (n < 0) return { reason: IMPORT_MESSAGES.negative };
  if (!Number.isInteger(n)) return { reason: IMPORT_MESSAGES.notWholeNumber };
  if (n > 2_000_000_000) return { reason: IMPORT_MESSAGES.tooLarge };
  return { n };
}

type KioskRef = {
  id: string;
  customerId: string;
  serial: string;
  installedOn: string;
  removedOn: string | null;
};

async function kiosksBySerials(db: Db, serials: string[]): Promise<Map<string, KioskRef>> {
  if (serials.length === 0) return new Map();
  const rows = await queryRows<KioskRef>(
    db,
    sql`select ${kiosks.id} as id, ${kiosks.customerId} as "customerId", ${kiosks.serial} as serial,
          to_char(${kiosks.installedOn}, 'YYYY-MM-DD') as "installedOn",
          to_char(${kiosks.removedOn}, 'YYYY-MM-DD') as "removedOn"
        from ${kiosks}
        where ${kiosks.serial} in (select json_array_elements_text(${JSON.stringify([...new Set(serials)])}::json))`,
  );
  return new Map(rows.map((row) => [row.serial, row]));
}

async function alreadyImported(db: Db, sha256: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select ${collectionImports.id}::text as id from ${collectionImports}
        where ${collectionImports.fileSha256} = ${sha256}`,
  );
  return rows.length > 0;
}

/** Checks a file and, unless `dryRun`, imports it. */
export async function importCollectionsCsv(
  db: Db,
  input: { body: unknown; dryRun: boolean; actor: AuditActor; today: string },
): Promise<ImportResult> {
  if (typeof input.body !== "string") {
    throw new HttpError(415, "Send the file as text/csv.");
  }
  const text = input.body;
  const sha256 = createHash("sha256").update(text).digest("hex");
  if (await alreadyImported(db, sha256)) throw new HttpError(409, IMPORT_MESSAGES.duplicate);

  const reject = (problems: ImportProblem[]): ImportResult => ({
    kind: "rejected",
    detail: IMPORT_MESSAGES.rejected(problems.length),
    problems,
  });

  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return reject([{ row: 0, column: "file", reason: IMPORT_MESSAGES.unreadable(why) }]);
  }
  const [header, ...data] = records;
  const expected = COLLECTIONS_CSV_TEMPLATE_COLUMNS.join(",");
  if (!header || header.map((h) => h.toLowerCase()).join(",") !== expected) {
    return reject([{ row: 0, column: "header", reason: IMPORT_MESSAGES.header }]);
  }
  if (data.length === 0)
    throw new HttpError(400, IMPORT_MESSAGES.empty, [{ field: "file", message: "has no rows" }]);
  if (data.length > MAX_IMPORT_ROWS) {
    return reject([{ row: 0, column: "file", reason: IMPORT_MESSAGES.tooMany }]);
  }

  const codes = data.map((r) => (r[0] ?? "").toUpperCase()).filter(Boolean);
  const serials = data.map((r) => (r[1] ?? "").toUpperCase()).filter(Boolean);
  const [customers, kioskMap, perKg] = await Promise.all([
    customersByCodes(db, [...new Set(codes)]),
    kiosksBySerials(db, [...new Set(serials)]),
    readButtsPerKgEstimate(db),
  ]);
  const codeOf = new Map([...customers.values()].map((c) => [c.id, c.code]));
  // The owners of kiosks named in the file, for the "belongs to another customer" reason.
  const owners = [...kioskMap.values()].map((k) => k.customerId).filter((id) => !codeOf.has(id));
  for (const [id, ref] of await customersByIds(db, owners)) codeOf.set(id, ref.code);

  const problems: ImportProblem[] = [];
  const rows: Row[] = [];
  data.forEach((record, index) => {
    const row = index + 1;
    const problem = (column: string, reason: string) => problems.push({ row, column, reason });
    const [rawCode = "", rawSerial = "", date = "", rawCount = "", rawKg = ""] = record;
    const code = rawCode.toUpperCase();
    const serial = rawSerial.toUpperCase();
    const customer = code ? customers.get(code) : undefined;
    if (!code) problem("customer_code", IMPORT_MESSAGES.required);
    else if (!customer) problem("customer_code", IMPORT_MESSAGES.unknownCustomer(rawCode));
    const kiosk = serial ? kioskMap.get(serial) : undefined;
    if (!serial) problem("kiosk_serial", IMPORT_MESSAGES.required);
    else if (!kiosk) problem("kiosk_serial", IMPORT_MESSAGES.unknownKiosk(rawSerial));
    else if (customer && kiosk.customerId !== customer.id)
      problem(
        "kiosk_serial",
        IMPORT_MESSAGES.otherCustomersKiosk(rawSerial, codeOf.get(kiosk.customerId) ?? "another"),
      );
    let dateOk = false;
    if (!date) problem("date", IMPORT_MESSAGES.required);
    else if (!isCalendarDate(date)) problem("date", IMPORT_MESSAGES.badDate);
    else if (kiosk) {
      const why = collectionDateProblem(date, kiosk, input.today);
      if (why) problem("date", why);
      else dateOk = true;
    } else if (date > input.today) problem("date", `is in the future (today is ${input.today})`);
    const count = readCount(rawCount);
    if ("reason" in count) problem("butts_number", count.reason);
    const kg = readKg(rawKg);
    if ("reason" in kg) problem("butts_kg", kg.reason);
    if (
      customer &&
      kiosk &&
      kiosk.customerId === customer.id &&
      dateOk &&
      "n" in count &&
      "kg" in kg
    ) {
      rows.push({
        kioskId: kiosk.id,
        customerId: customer.id,
        date,
        buttsNumber: count.n ?? estimateButts(Number(kg.kg), perKg),
        estimated: count.n === null,
        buttsKg: kg.kg,
        rate: customer.ratePerKg,
        credit: creditFor(kg.kg, Math.round(Number(customer.ratePerKg) * 100)),
      });
    }
  });
  if (problems.length > 0) return reject(problems);

  const totalGrams = rows.reduce((sum, r) => sum + Math.round(Number(r.buttsKg) * 1000), 0);
  const totalPaise = rows.reduce((sum, r) => sum + Math.round(Number(r.credit) * 100), 0);
  const report = (importId: number | null): ImportReport => ({
    dryRun: input.dryRun,
    rowCount: rows.length,
    totalCredit: totalPaise / 100,
    totalKg: totalGrams / 1000,
    importId,
  });
  if (input.dryRun) return { kind: "done", report: report(null) };

  const importId = await db.transaction(async (tx) => {
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ${collectionImports} (file_sha256, row_count, imported_by)
          values (${sha256}, ${rows.length}, ${input.actor.name})
          on conflict (file_sha256) do nothing returning id::text as id`,
    );
    if (!created) throw new HttpError(409, IMPORT_MESSAGES.duplicate);
    const id = Number(created.id);
    for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
      await writeChunk(tx, rows.slice(i, i + WRITE_CHUNK), id, input.actor.name);
    }
    await recordAudit(tx, {
      actor: input.actor,
      entity: "collection_import",
      entityId: id,
      action: "import",
      before: null,
      after: {
        rowCount: rows.length,
        fileSha256: sha256,
        totalKg: totalGrams / 1000,
        totalCredit: totalPaise / 100,
      },
    });
    return id;
  });
  return { kind: "done", report: report(importId) };
}

/** One statement: the chunk's collections, and a credit for each at its customer's rate. */
async function writeChunk(db: Db, rows: Row[], importId: number, recordedBy: string) {
  const json = JSON.stringify(
    rows.map((r) => [
      r.kioskId,
      r.customerId,
      r.date,
      r.buttsNumber,
      r.estimated,
      r.buttsKg,
      r.rate,
    ]),
  );
  const c = collections;
  const b = benefitTransactions;
  await db.execute(sql`
    with src as (
      select (x->>0)::uuid as kiosk_id, (x->>1)::uuid as customer_id, (x->>2)::date as collected_on,
             (x->>3)::int as butts_count, (x->>4)::boolean as estimated,
             (x->>5)::numeric(12,3) as butts_kg, (x->>6)::numeric(10,2) as rate,
             ord
      from json_array_elements(${json}::json) with ordinality as t(x, ord)
    ),
    inserted as (
      insert into ${c} (kiosk_id, customer_id, collected_on, butts_count, butts_count_estimated,
                        butts_kg, recorded_by, import_id)
      select kiosk_id, customer_id, collected_on, butts_count, estimated, butts_kg, ${recordedBy}, ${importId}
      from src order by ord
      returning id, customer_id, collected_on, butts_kg
    ),
    rates as (select distinct customer_id, rate from src)
    insert into ${b} (customer_id, occurred_on, kind, amount, rate_per_kg, reference, recorded_by,
                      collection_id)
    select i.customer_id, i.collected_on, 'collection_credit', round(i.butts_kg * r.rate, 2), r.rate,
           'Collection ' || i.id, ${recordedBy}, i.id
    from inserted i join rates r on r.customer_id = i.customer_id`);
}
