import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import {
  COLLECTIONS_CSV_OLD_TEMPLATE_COLUMNS,
  COLLECTIONS_CSV_TEMPLATE_COLUMNS,
  type ImportProblem,
  type ImportRecordedRow,
  type ImportReport,
  MAX_COLLECTION_KG,
  MAX_IMPORT_ROWS,
  MAX_LISTED_PROBLEM_ROWS,
  MAX_LISTED_RECORDED_ROWS,
  MAX_VISIT,
} from "@filtercycle/contract/admin-collections";
import { kgProblem } from "@filtercycle/contract/amount-rules";
import { isCalendarDate } from "@filtercycle/contract/dates";
import { canonicalCode } from "@filtercycle/contract/text-rules";
import { parse } from "csv-parse";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { type AuditActor, recordAudit } from "../audit/audit.service.ts";
import { customersByCodes, customersByIds } from "../customers/customer-lookup.ts";
import { estimateButts, readButtsPerKgEstimate } from "../settings/butts-per-kg.ts";
import { type CollectionIdentity, identityKey, recordedByIdentity } from "./collection-identity.ts";
import { collectionDateProblem } from "./collection-rules.ts";
import { creditFor } from "./impact.service.ts";
import { benefitTransactions, collectionImports, collections, kiosks } from "./impact.tables.ts";

/**
 * The collections CSV import (decisions 0055 and 0074): the whole file is checked first and its
 * problems reported (row, column, reason; the first 100 rows with problems, and how many in all);
 * only a clean file is written, all its new rows in one transaction with their credits, a few
 * thousand rows per statement (rows travel as one JSON parameter, and one statement inserts the
 * collections and their credits).
 *
 * A row is a collection, recognised by what it is (kiosk, day, visit, kg): a row already
 * recorded by any file or screen imports nothing and is reported; a file whose rows are all
 * recorded answers 409; the unique index on the identity keeps two writers at once from both
 * crediting.
 *
 * A large file is checked in slices that give the event loop back between them, so other
 * requests are answered meanwhile; a file over the row limit is refused after a line count,
 * before anything is parsed.
 */

/** 100,000 rows of the template take about 4 MB; the limit leaves room for long codes. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
/** Rows per INSERT statement, and per already-recorded lookup. */
const WRITE_CHUNK = 10_000;
/**
 * Characters handed to the CSV parser between turns of the event loop: about 800 rows, a few
 * milliseconds of parsing on an idle core (measured with `npm run bench:import`).
 */
const PARSE_SLICE = 8 * 1024;
/** Characters scanned for line breaks between turns of the event loop. */
const COUNT_SLICE = 1024 * 1024;
/** Rows checked between turns of the event loop. */
const CHECK_SLICE = 250;
/** Distinct codes or serials per lookup query. */
const LOOKUP_CHUNK = 5_000;

const grouped = (n: number) => n.toLocaleString("en-US");

export const IMPORT_MESSAGES = {
  rejected: (n: number) =>
    `The file has ${n} problem(s); nothing was imported. Fix every row listed and try again.`,
  rejectedMany: (n: number, rows: number) =>
    `The file has ${n} problem(s) in ${rows} rows; nothing was imported. The first ${MAX_LISTED_PROBLEM_ROWS} rows with problems are listed; fix every bad row and try again.`,
  allRecorded: (n: number) =>
    `Every row of this file (${n}) is already recorded; importing it again would count its collections twice. Nothing was imported.`,
  raced:
    "Another import or screen recorded these collections at the same moment; nothing was imported.",
  empty: "The file has no rows under its header.",
  header: `must be exactly ${COLLECTIONS_CSV_TEMPLATE_COLUMNS.join(",")} (the visit column may be left out)`,
  unreadable: (why: string) => `could not be read as CSV: ${why}`,
  tooMany: (n: number) =>
    `has ${grouped(n)} rows; the limit is ${grouped(MAX_IMPORT_ROWS)} rows per file: split it into smaller files`,
  nul: (row: number, column: string) =>
    `Row ${row} has a NUL character in ${column}; nothing was imported. Save the file again as plain CSV text and try again.`,
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
  badVisit: `must be a whole number from 1 to ${MAX_VISIT} (empty: 1)`,
  badDate: "must be a date as YYYY-MM-DD, e.g. 2025-01-31",
  repeated: (first: number) =>
    `repeats row ${first} (same kiosk, date, visit and kg): delete it, or if the kiosk was emptied twice that day give it visit 2`,
} as const;

type Row = CollectionIdentity & {
  /** 1 = the first row under the header. */
  row: number;
  /** identityKey of the row, made once. */
  key: string;
  customerId: string;
  buttsNumber: number;
  estimated: boolean;
  rate: string;
  credit: string;
};

export type ImportResult =
  | {
      kind: "rejected";
      detail: string;
      problems: ImportProblem[];
      problemCount: number;
      problemRows: number;
    }
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

function readVisit(value: string): { visit: number } | { reason: string } {
  if (value === "") return { visit: 1 };
  if (!/^\+?\d+(\.0*)?$/.test(value)) return { reason: IMPORT_MESSAGES.badVisit };
  const visit = Number(value);
  if (visit < 1 || visit > MAX_VISIT) return { reason: IMPORT_MESSAGES.badVisit };
  return { visit };
}

/**
 * Data rows, counted from the line breaks before any parsing (a few milliseconds for a million
 * lines): lines with something on them, less the header. A line break inside a quoted field
 * counts as a row too, so a file may be refused a little early but never late.
 */
export async function countDataLines(text: string): Promise<number> {
  let lines = 0;
  let start = 0;
  let pause = COUNT_SLICE;
  while (start < text.length) {
    if (start >= pause) {
      pause = start + COUNT_SLICE;
      await nextTurn();
    }
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const length = end - start;
    if (length > 1 || (length === 1 && text[start] !== "\r")) lines += 1;
    start = end + 1;
  }
  return Math.max(0, lines - 1);
}

/**
 * The file's records, parsed a slice at a time with a turn of the event loop between slices:
 * csv-parse's stream keeps its place across writes (a quoted field may span slices).
 */
async function parseInSlices(text: string): Promise<string[][]> {
  const parser = parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true });
  const records: string[][] = [];
  let failure: unknown;
  parser.on("readable", () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record);
  });
  const ended = new Promise<void>((resolve) => {
    parser.on("end", resolve);
    parser.on("error", (error) => {
      failure = error;
      resolve();
    });
  });
  for (let start = 0; start < text.length && failure === undefined; ) {
    let end = Math.min(start + PARSE_SLICE, text.length);
    // Never cut a surrogate pair in two (the stream would encode each half as U+FFFD).
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parser.write(text.slice(start, end));
    start = end;
    await nextTurn();
  }
  if (failure === undefined) parser.end();
  await ended;
  if (failure !== undefined) throw failure;
  return records;
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

/**
 * A lookup of many keys, LOOKUP_CHUNK at a time: a junk file's 200,000 distinct codes in one
 * JSON parameter would hold the event loop while it is written and read back.
 */
async function inChunks<V>(
  keys: string[],
  lookup: (chunk: string[]) => Promise<Map<string, V>>,
): Promise<Map<string, V>> {
  const found = new Map<string, V>();
  for (let i = 0; i < keys.length; i += LOOKUP_CHUNK) {
    for (const [key, value] of await lookup(keys.slice(i, i + LOOKUP_CHUNK))) found.set(key, value);
    await nextTurn();
  }
  return found;
}

/** Problems of the first MAX_LISTED_PROBLEM_ROWS rows with any, and how many in all. */
class ProblemList {
  readonly listed: ImportProblem[] = [];
  count = 0;
  rows = 0;
  private lastRow = -1;
  add(row: number, column: string, reason: string) {
    this.count += 1;
    if (row !== this.lastRow) {
      this.rows += 1;
      this.lastRow = row;
    }
    if (this.rows <= MAX_LISTED_PROBLEM_ROWS) this.listed.push({ row, column, reason });
  }
  result(): ImportResult {
    return {
      kind: "rejected",
      detail:
        this.rows > MAX_LISTED_PROBLEM_ROWS
          ? IMPORT_MESSAGES.rejectedMany(this.count, this.rows)
          : IMPORT_MESSAGES.rejected(this.count),
      problems: this.listed,
      problemCount: this.count,
      problemRows: this.rows,
    };
  }
}

const fileProblem = (column: string, reason: string): ImportResult => {
  const list = new ProblemList();
  list.add(0, column, reason);
  return list.result();
};

/** Checks a file and, unless `dryRun`, imports its rows not yet recorded. */
export async function importCollectionsCsv(
  db: Db,
  input: { body: unknown; dryRun: boolean; actor: AuditActor; today: string },
): Promise<ImportResult> {
  if (typeof input.body !== "string") {
    throw new HttpError(415, "Send the file as text/csv.");
  }
  const text = input.body;
  const lines = await countDataLines(text);
  if (lines > MAX_IMPORT_ROWS) return fileProblem("file", IMPORT_MESSAGES.tooMany(lines));

  let records: string[][];
  try {
    records = await parseInSlices(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return fileProblem("file", IMPORT_MESSAGES.unreadable(why));
  }
  const [header, ...data] = records;
  const columns = header?.map((h) => h.toLowerCase()).join(",");
  if (
    columns !== COLLECTIONS_CSV_TEMPLATE_COLUMNS.join(",") &&
    columns !== COLLECTIONS_CSV_OLD_TEMPLATE_COLUMNS.join(",")
  ) {
    return fileProblem("header", IMPORT_MESSAGES.header);
  }
  if (data.length === 0)
    throw new HttpError(400, IMPORT_MESSAGES.empty, [{ field: "file", message: "has no rows" }]);

  // A NUL cannot be stored or looked up (PostgreSQL text refuses it): the file is not plain text
  // there, and the row is named before any query sees it.
  const codes = new Set<string>();
  const serials = new Set<string>();
  for (let index = 0; index < data.length; index += 1) {
    const record = data[index] as string[];
    const nulAt = record.findIndex((field) => field.includes("\u0000"));
    if (nulAt !== -1) {
      const column = COLLECTIONS_CSV_TEMPLATE_COLUMNS[nulAt] ?? `column ${nulAt + 1}`;
      throw new HttpError(400, IMPORT_MESSAGES.nul(index + 1, column), [
        { field: column, message: `row ${index + 1}: must not contain a NUL character` },
      ]);
    }
    if (record[0]) codes.add(record[0].toUpperCase());
    if (record[1]) serials.add(canonicalCode(record[1]));
    if (index % CHECK_SLICE === 0) await nextTurn();
  }
  const [customers, kioskMap, perKg] = await Promise.all([
    inChunks([...codes], (chunk) => customersByCodes(db, chunk)),
    inChunks([...serials], (chunk) => kiosksBySerials(db, chunk)),
    readButtsPerKgEstimate(db),
  ]);
  const codeOf = new Map([...customers.values()].map((c) => [c.id, c.code]));
  // The owners of kiosks named in the file, for the "belongs to another customer" reason.
  const owners = [...kioskMap.values()].map((k) => k.customerId).filter((id) => !codeOf.has(id));
  for (const [id, ref] of await customersByIds(db, owners)) codeOf.set(id, ref.code);

  const problems = new ProblemList();
  const rows: Row[] = [];
  // A file has a few hundred distinct dates in 200,000 rows: each is read once.
  const days = new Map<string, boolean>();
  const isDay = (date: string) => {
    let known = days.get(date);
    if (known === undefined) {
      known = isCalendarDate(date);
      if (days.size < 10_000) days.set(date, known);
    }
    return known;
  };
  /** The first row of each collection in the file, by identity. */
  const firstRowOf = new Map<string, number>();
  for (let index = 0; index < data.length; index += 1) {
    if (index > 0 && index % CHECK_SLICE === 0) await nextTurn();
    const record = data[index] as string[];
    const row = index + 1;
    const problem = (column: string, reason: string) => problems.add(row, column, reason);
    const [rawCode = "", rawSerial = "", date = "", rawCount = "", rawKg = "", rawVisit = ""] =
      record;
    const code = rawCode.toUpperCase();
    // The same rule as the kiosk form (decision 0075): a full-width or zero-width look-alike matches.
    const serial = canonicalCode(rawSerial);
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
    else if (!isDay(date)) problem("date", IMPORT_MESSAGES.badDate);
    else if (kiosk) {
      const why = collectionDateProblem(date, kiosk, input.today);
      if (why) problem("date", why);
      else dateOk = true;
    } else if (date > input.today) problem("date", `is in the future (today is ${input.today})`);
    const count = readCount(rawCount);
    if ("reason" in count) problem("butts_number", count.reason);
    const kg = readKg(rawKg);
    if ("reason" in kg) problem("butts_kg", kg.reason);
    const visit = readVisit(rawVisit);
    if ("reason" in visit) problem("visit", visit.reason);
    if (
      customer &&
      kiosk &&
      kiosk.customerId === customer.id &&
      dateOk &&
      "n" in count &&
      "kg" in kg &&
      "visit" in visit
    ) {
      const identity = { kioskId: kiosk.id, date, visit: visit.visit, buttsKg: kg.kg };
      const key = identityKey(identity);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        problem("visit", IMPORT_MESSAGES.repeated(first));
        continue;
      }
      firstRowOf.set(key, row);
      rows.push({
        kioskId: kiosk.id,
        date,
        visit: visit.visit,
        buttsKg: kg.kg,
        key,
        row,
        customerId: customer.id,
        buttsNumber: count.n ?? estimateButts(Number(kg.kg), perKg),
        estimated: count.n === null,
        rate: customer.ratePerKg,
        credit: creditFor(kg.kg, Math.round(Number(customer.ratePerKg) * 100)),
      });
    }
  }
  if (problems.count > 0) return problems.result();

  // Rows already recorded, by this import's earlier files or any other writer.
  const recorded = new Map<string, number>();
  for (let i = 0; i < rows.length; i += LOOKUP_CHUNK) {
    for (const [key, id] of await recordedByIdentity(db, rows.slice(i, i + LOOKUP_CHUNK)))
      recorded.set(key, id);
    await nextTurn();
  }
  // Most files hold no recorded row: then every row is new, and nothing is walked again.
  const fresh = recorded.size === 0 ? rows : rows.filter((r) => !recorded.has(r.key));
  if (fresh.length === 0) throw new HttpError(409, IMPORT_MESSAGES.allRecorded(rows.length));
  const recordedRows = (ids: Map<string, number>): ImportRecordedRow[] =>
    ids.size === 0
      ? []
      : rows.flatMap((r) => {
          const collectionId = ids.get(r.key);
          return collectionId === undefined ? [] : [{ row: r.row, collectionId }];
        });

  const report = async (
    written: Row[],
    already: ImportRecordedRow[],
    importId: number | null,
  ): Promise<ImportReport> => {
    let paise = 0;
    let grams = 0;
    for (let i = 0; i < written.length; i += 1) {
      if (i > 0 && i % (CHECK_SLICE * 20) === 0) await nextTurn();
      const r = written[i] as Row;
      paise += Math.round(Number(r.credit) * 100);
      grams += Math.round(Number(r.buttsKg) * 1000);
    }
    return {
      dryRun: input.dryRun,
      rowCount: written.length,
      alreadyRecorded: already.length,
      alreadyRecordedRows: already.slice(0, MAX_LISTED_RECORDED_ROWS),
      totalCredit: paise / 100,
      totalKg: grams / 1000,
      importId,
    };
  };
  if (input.dryRun)
    return { kind: "done", report: await report(fresh, recordedRows(recorded), null) };

  const sha256 = createHash("sha256").update(text).digest("hex");
  const result = await db.transaction(async (tx) => {
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ${collectionImports} (file_sha256, row_count, imported_by)
          values (${sha256}, ${fresh.length}, ${input.actor.name}) returning id::text as id`,
    );
    if (!created) throw new Error("the import's row was not created");
    const id = Number(created.id);
    const written = new Set<string>();
    for (let i = 0; i < fresh.length; i += WRITE_CHUNK) {
      for (const key of await writeChunk(tx, fresh.slice(i, i + WRITE_CHUNK), id, input.actor.name))
        written.add(key);
    }
    // Rows another writer recorded between the check and this transaction: the unique index
    // made their insert do nothing; they are reported as recorded, like the rest.
    const lost = fresh.filter((r) => !written.has(r.key));
    for (let i = 0; i < lost.length; i += WRITE_CHUNK) {
      for (const [key, collectionId] of await recordedByIdentity(
        tx,
        lost.slice(i, i + WRITE_CHUNK),
      ))
        recorded.set(key, collectionId);
    }
    const done = lost.length === 0 ? fresh : fresh.filter((r) => written.has(r.key));
    if (done.length === 0) throw new HttpError(409, IMPORT_MESSAGES.raced);
    const outcome = await report(done, recordedRows(recorded), id);
    await tx
      .update(collectionImports)
      .set({ rowCount: done.length })
      .where(sql`${collectionImports.id} = ${id}`);
    await recordAudit(tx, {
      actor: input.actor,
      entity: "collection_import",
      entityId: id,
      action: "import",
      before: null,
      after: {
        rowCount: done.length,
        alreadyRecorded: outcome.alreadyRecorded,
        fileSha256: sha256,
        totalKg: outcome.totalKg,
        totalCredit: outcome.totalCredit,
      },
    });
    return outcome;
  });
  return { kind: "done", report: result };
}

/**
 * One statement: the chunk's collections, and a credit for each at its customer's rate. A row
 * whose collection another writer recorded meanwhile is skipped by the unique index (and gets no
 * credit). Answers the identities written.
 */
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
      r.visit,
    ]),
  );
  const c = collections;
  const b = benefitTransactions;
  const written = await queryRows<CollectionIdentity>(
    db,
    sql`
    with src as (
      select (x->>0)::uuid as kiosk_id, (x->>1)::uuid as customer_id, (x->>2)::date as collected_on,
             (x->>3)::int as butts_count, (x->>4)::boolean as estimated,
             (x->>5)::numeric(12,3) as butts_kg, (x->>6)::numeric(10,2) as rate,
             (x->>7)::int as visit, ord
      from json_array_elements(${json}::json) with ordinality as t(x, ord)
    ),
    inserted as (
      insert into ${c} (kiosk_id, customer_id, collected_on, visit, butts_count,
                        butts_count_estimated, butts_kg, recorded_by, import_id)
      select kiosk_id, customer_id, collected_on, visit, butts_count, estimated, butts_kg,
             ${recordedBy}, ${importId}
      from src order by ord
      on conflict (kiosk_id, collected_on, visit, butts_kg) do nothing
      returning id, kiosk_id, customer_id, collected_on, visit, butts_kg
    ),
    rates as (select distinct customer_id, rate from src),
    credited as (
      insert into ${b} (customer_id, occurred_on, kind, amount, rate_per_kg, reference,
                        recorded_by, collection_id)
      select i.customer_id, i.collected_on, 'collection_credit', round(i.butts_kg * r.rate, 2),
             r.rate, 'Collection ' || i.id, ${recordedBy}, i.id
      from inserted i join rates r on r.customer_id = i.customer_id
    )
    select kiosk_id::text as "kioskId", to_char(collected_on, 'YYYY-MM-DD') as date, visit,
           butts_kg::text as "buttsKg"
    from inserted`,
  );
  return written.map(identityKey);
}
