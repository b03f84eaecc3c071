import {
  COLLECTIONS_CSV_OLD_TEMPLATE_COLUMNS,
  COLLECTIONS_CSV_TEMPLATE_COLUMNS,
  type ImportProblem,
  MAX_IMPORT_ROWS,
  MAX_LISTED_PROBLEM_ROWS,
  MAX_VISIT,
} from "@filtercycle/contract/collections/admin-collections";
import {
  COLLECTION_MESSAGES,
  capacityProblem,
  estimateButts,
  readButtsText,
  readKgText,
} from "@filtercycle/contract/collections/collection-rules";
import { DAY_TEXT_FORMATS, readDayText } from "@filtercycle/contract/day-text";
import { formatCount } from "@filtercycle/contract/format";
import { canonicalCode } from "@filtercycle/contract/text-rules";
import { parse } from "csv-parse/sync";
import {
  type CollectionIdentity,
  collectionDateProblem,
  creditFor,
  identityKey,
} from "./collection-values.ts";

/**
 * The part of the collections import that needs no database (decision 0074): reading the CSV,
 * and checking each row against the customers and kiosks the database answered. It runs in a
 * worker thread (collections-import.worker.ts), so parsing 200,000 rows and the garbage they
 * leave never pause the server's other requests; it is plain synchronous code for that reason.
 */

const grouped = (n: number) => formatCount(n);

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
    `Line ${row} has a NUL character in ${column}; nothing was imported. Save the file again as plain CSV text and try again.`,
  required: "is required",
  unknownCustomer: (code: string) => `no customer has the code "${code}"`,
  unknownKiosk: (serial: string) => `no kiosk has the serial "${serial}"`,
  otherCustomersKiosk: (serial: string, code: string) =>
    `kiosk "${serial}" belongs to customer ${code}, not to this row's customer`,
  notNumber: COLLECTION_MESSAGES.notNumber,
  notWholeNumber: COLLECTION_MESSAGES.notWholeNumber,
  negative: COLLECTION_MESSAGES.negative,
  decimals: COLLECTION_MESSAGES.decimals,
  tooLarge: COLLECTION_MESSAGES.tooManyButts,
  badVisit: `must be a whole number from 1 to ${MAX_VISIT} (empty: 1)`,
  /** The forms of a date the import reads (the template's page says so too). */
  dateFormats: DAY_TEXT_FORMATS,
  repeated: (first: number) =>
    `repeats line ${first} (same kiosk, date, visit and kg): delete it, or if the kiosk was emptied twice that day give it visit 2`,
} as const;

/**
 * The line a spreadsheet shows for the data row at `index` (0 = the first under the header):
 * the header is line 1, so staff find "line 13" where their spreadsheet says 13.
 */
const lineOf = (index: number) => index + 2;

export type Row = CollectionIdentity & {
  /** The row's line as a spreadsheet numbers it: the header is line 1, the first row line 2. */
  row: number;
  /** identityKey of the row, made once. */
  key: string;
  customerId: string;
  buttsNumber: number;
  estimated: boolean;
  rate: string;
  credit: string;
};

export type Rejected = {
  kind: "rejected";
  detail: string;
  problems: ImportProblem[];
  problemCount: number;
  problemRows: number;
};

export type KioskRef = {
  id: string;
  customerId: string;
  serial: string;
  installedOn: string;
  removedOn: string | null;
  /** What the kiosk holds (kg): no row may weigh more (docs/decisions/0099). */
  capacityKg: number;
};

/** What the database answered about the codes and serials a file names. */
export type Lookups = {
  /** By upper-case customer code. */
  customers: Map<string, { id: string; ratePerKg: string }>;
  /** By canonical serial. */
  kiosks: Map<string, KioskRef>;
  /** Customer code by id, for every customer above and every kiosk's owner. */
  codeOf: Map<string, string>;
  /** Butts per kg for a row weighed but not counted. */
  perKg: number;
};

/** kg as text with three decimals, or the reason it is not acceptable (the collection rules). */
const readKg = readKgText;

/** Butts counted (null: estimate them from the kg), or the reason it is not acceptable. */
const readCount = readButtsText;

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
export function countDataLines(text: string): number {
  let lines = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const length = end - start;
    if (length > 1 || (length === 1 && text[start] !== "\r")) lines += 1;
    start = end + 1;
  }
  return Math.max(0, lines - 1);
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
  result(): Rejected {
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

export const fileProblem = (column: string, reason: string): Rejected => {
  const list = new ProblemList();
  list.add(0, column, reason);
  return list.result();
};

/** A file refused as a whole with an HTTP status (the route answers it as a problem). */
export type Refused = {
  kind: "refused";
  status: number;
  detail: string;
  fields: { field: string; message: string }[];
};

/**
 * The file's data rows and the distinct customer codes and serials they name, or why the file
 * cannot be checked: over the row limit (counted before parsing), not CSV, a wrong header, no
 * rows, a NUL character.
 */
export function readCsv(
  text: string,
): Rejected | Refused | { kind: "records"; data: string[][]; codes: string[]; serials: string[] } {
  const lines = countDataLines(text);
  if (lines > MAX_IMPORT_ROWS) return fileProblem("file", IMPORT_MESSAGES.tooMany(lines));
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
    return fileProblem("file", IMPORT_MESSAGES.unreadable(why));
  }
  const header = records[0];
  const columns = header?.map((h) => h.toLowerCase()).join(",");
  if (
    columns !== COLLECTIONS_CSV_TEMPLATE_COLUMNS.join(",") &&
    columns !== COLLECTIONS_CSV_OLD_TEMPLATE_COLUMNS.join(",")
  ) {
    return fileProblem("header", IMPORT_MESSAGES.header);
  }
  const data = records.slice(1);
  if (data.length === 0)
    return {
      kind: "refused",
      status: 400,
      detail: IMPORT_MESSAGES.empty,
      fields: [{ field: "file", message: "has no rows" }],
    };
  // A NUL cannot be stored or looked up (PostgreSQL text refuses it): the file is not plain text
  // there, and the row is named before any query sees it.
  const codes = new Set<string>();
  const serials = new Set<string>();
  for (let index = 0; index < data.length; index += 1) {
    const record = data[index] as string[];
    const nulAt = record.findIndex((field) => field.includes("\u0000"));
    if (nulAt !== -1) {
      const column = COLLECTIONS_CSV_TEMPLATE_COLUMNS[nulAt] ?? `column ${nulAt + 1}`;
      return {
        kind: "refused",
        status: 400,
        detail: IMPORT_MESSAGES.nul(lineOf(index), column),
        fields: [
          { field: column, message: `line ${lineOf(index)}: must not contain a NUL character` },
        ],
      };
    }
    if (record[0]) codes.add(record[0].toUpperCase());
    if (record[1]) serials.add(canonicalCode(record[1]));
  }
  return { kind: "records", data, codes: [...codes], serials: [...serials] };
}

/**
 * Every row checked against the database's answers: its problems (the first rows with any, and
 * how many in all), or undefined when there are none. Rows that would be written are handed to
 * `emit` in batches of `batch` as they are checked; a row repeated inside the file is a problem
 * on its line.
 */
export function checkRows(
  data: string[][],
  lookups: Lookups,
  today: string,
  emit: (rows: Row[]) => void,
  batch: number,
): Rejected | undefined {
  const { customers, kiosks: kioskMap, codeOf, perKg } = lookups;
  const problems = new ProblemList();
  let rows: Row[] = [];
  // A file has a few hundred distinct dates in 200,000 rows: each is read once.
  const days = new Map<string, { date: string } | { reason: string }>();
  const readDay = (text: string) => {
    let known = days.get(text);
    if (known === undefined) {
      known = readDayText(text);
      if (days.size < 10_000) days.set(text, known);
    }
    return known;
  };
  /** The first row of each collection in the file, by identity. */
  const firstRowOf = new Map<string, number>();
  for (let index = 0; index < data.length; index += 1) {
    const record = data[index] as string[];
    const row = lineOf(index);
    const problem = (column: string, reason: string) => problems.add(row, column, reason);
    const [rawCode = "", rawSerial = "", rawDate = "", rawCount = "", rawKg = "", rawVisit = ""] =
      record;
    // YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY (issue 28): read as the wire form YYYY-MM-DD.
    const day = rawDate ? readDay(rawDate) : undefined;
    const date = day && "date" in day ? day.date : "";
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
    if (!day) problem("date", IMPORT_MESSAGES.required);
    else if ("reason" in day) problem("date", day.reason);
    else if (kiosk) {
      const why = collectionDateProblem(date, kiosk, today);
      if (why) problem("date", why);
      else dateOk = true;
    } else if (date > today) problem("date", `is in the future (today is ${today})`);
    const count = readCount(rawCount);
    if ("reason" in count) problem("butts_number", count.reason);
    const kg = readKg(rawKg);
    if ("reason" in kg) problem("butts_kg", kg.reason);
    else if (kiosk) {
      const overCapacity = capacityProblem(Number(kg.kg), kiosk.capacityKg);
      if (overCapacity) problem("butts_kg", overCapacity);
    }
    const visit = readVisit(rawVisit);
    if ("reason" in visit) problem("visit", visit.reason);
    if (
      customer &&
      kiosk &&
      kiosk.customerId === customer.id &&
      dateOk &&
      "n" in count &&
      "kg" in kg &&
      !capacityProblem(Number(kg.kg), kiosk.capacityKg) &&
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
      // Once the file has a problem nothing is written: its clean rows are not kept.
      if (problems.count > 0) continue;
      rows.push({
        ...identity,
        key,
        row,
        customerId: customer.id,
        buttsNumber: count.n ?? estimateButts(Number(kg.kg), perKg),
        estimated: count.n === null,
        rate: customer.ratePerKg,
        credit: creditFor(kg.kg, Math.round(Number(customer.ratePerKg) * 100)),
      });
      if (rows.length === batch) {
        emit(rows);
        rows = [];
      }
    }
  }
  if (problems.count > 0) return problems.result();
  if (rows.length > 0) emit(rows);
  return undefined;
}
