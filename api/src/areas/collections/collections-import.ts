import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { setImmediate as nextTurn } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import {
  type ImportRecordedRow,
  type ImportReport,
  MAX_LISTED_RECORDED_ROWS,
} from "@filtercycle/contract/collections/admin-collections";
import { sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { customersByCodes, customersByIds } from "#api/areas/customers/index.ts";
import { kioskReads as kiosks } from "#api/areas/kiosks/index.ts";
import { readButtsPerKgEstimate } from "#api/areas/settings/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import type { CollectionCredits } from "./collection-credits.ts";
import { type CollectionIdentity, identityKey, recordedByIdentity } from "./collection-identity.ts";
import { collectionImports, collections } from "./collections.tables.ts";
import type { FromWorker, WorkerInput } from "./collections-import.worker.ts";
import {
  IMPORT_MESSAGES,
  type KioskRef,
  type Lookups,
  type Rejected,
  type Row,
} from "./collections-import-check.ts";
import {
  type Hold,
  holdCollection,
  holdOf,
  kioskCapacities,
  recentKgOf,
} from "./held-collections.ts";

export { IMPORT_MESSAGES };

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
 * Reading and checking the file (counting its lines, refusing it over the row limit before
 * parsing, parsing, every row's rules) runs in a worker thread (collections-import.worker.ts):
 * 200,000 rows parsed on the main thread paused every other request for up to a second, in
 * parsing and in the garbage collections the parsed rows caused, even in slices that yield.
 * The main thread only asks the database and writes.
 */

/** 100,000 rows of the template take about 4 MB; the limit leaves room for long codes. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
/** Rows per INSERT statement, and per already-recorded lookup. */
const WRITE_CHUNK = 10_000;
/** Rows per message from the worker: each is a few milliseconds to receive. */
const ROWS_PER_MESSAGE = 2_000;
/** Distinct codes or serials per lookup query. */
const LOOKUP_CHUNK = 5_000;
/** Rows summed between turns of the event loop. */
const SUM_SLICE = 5_000;

export type ImportResult = Rejected | { kind: "done"; report: ImportReport };

/**
 * The worker: the bundled dist/collections-import.worker.js beside dist/server.js in production
 * (api/build.mjs builds both), the TypeScript source beside this file otherwise (tests, `npm run
 * dev`, the benches). Node 20 cannot load TypeScript in a worker, and the ESM loader tsx registers
 * does not reach worker threads there (`--import tsx` in execArgv gives "Unknown file extension
 * .ts"); tsx's require hook does, as it is installed in the worker's own thread.
 */
function startWorker(input: WorkerInput): Worker {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./collections-import.worker.js", import.meta.url), {
      workerData: input,
    });
  const tsxHook = createRequire(import.meta.url).resolve("tsx/cjs");
  const source = fileURLToPath(new URL("./collections-import.worker.ts", import.meta.url));
  const code = `require(${JSON.stringify(tsxHook)}); require(${JSON.stringify(source)});`;
  return new Worker(code, { eval: true, workerData: input });
}

/**
 * The file read and checked in a worker thread: its problems, or the rows to write. The worker
 * asks once for the customers and kiosks the file names; this thread looks them up.
 */
function checkInWorker(
  text: string,
  today: string,
  lookup: (codes: string[], serials: string[]) => Promise<Lookups>,
): Promise<Rejected | Row[]> {
  const worker = startWorker({ text, today, batch: ROWS_PER_MESSAGE });
  const rows: Row[] = [];
  return new Promise<Rejected | Row[]>((resolve, reject) => {
    worker.on("error", reject);
    worker.on("exit", (code) => reject(new Error(`the import's worker stopped (exit ${code})`)));
    worker.on("message", (message: FromWorker) => {
      switch (message.kind) {
        case "rejected":
          return resolve(message);
        case "refused":
          return reject(new HttpError(message.status, message.detail, message.fields));
        case "lookup":
          lookup(message.codes, message.serials).then(
            (answer) => worker.postMessage(answer),
            reject,
          );
          return;
        case "rows":
          for (const row of message.rows) rows.push(row);
          return;
        case "checked":
          return resolve(message.rejected ?? rows);
      }
    });
  }).finally(() => worker.terminate());
}

async function kiosksBySerials(db: Db, serials: string[]): Promise<Map<string, KioskRef>> {
  if (serials.length === 0) return new Map();
  const rows = await queryRows<Omit<KioskRef, "capacityKg">>(
    db,
    sql`select ${kiosks.id} as id, ${kiosks.customerId} as "customerId", ${kiosks.serial} as serial,
          to_char(${kiosks.installedOn}, 'YYYY-MM-DD') as "installedOn",
          to_char(${kiosks.removedOn}, 'YYYY-MM-DD') as "removedOn"
        from ${kiosks}
        where ${kiosks.serial} in (select json_array_elements_text(${JSON.stringify([...new Set(serials)])}::json))`,
  );
  const capacities = await kioskCapacities(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [row.serial, { ...row, capacityKg: capacities.get(row.id) as number }]),
  );
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

/** The customers and kiosks named by a file, as the worker checks rows against them. */
async function lookUp(db: Db, codes: string[], serials: string[]): Promise<Lookups> {
  const [found, kioskMap, perKg] = await Promise.all([
    inChunks(codes, (chunk) => customersByCodes(db, chunk)),
    inChunks(serials, (chunk) => kiosksBySerials(db, chunk)),
    readButtsPerKgEstimate(db),
  ]);
  const customers: Lookups["customers"] = new Map();
  const codeOf = new Map<string, string>();
  for (const [code, c] of found) {
    customers.set(code, { id: c.id, ratePerKg: c.ratePerKg });
    codeOf.set(c.id, c.code);
  }
  // The owners of kiosks named in the file, for the "belongs to another customer" reason.
  const owners = [...kioskMap.values()].map((k) => k.customerId).filter((id) => !codeOf.has(id));
  for (const [id, ref] of await customersByIds(db, owners)) codeOf.set(id, ref.code);
  return { customers, kiosks: kioskMap, codeOf, perKg };
}

/** Checks a file and, unless `dryRun`, imports its rows not yet recorded. */
/** A collection the import wrote: its kiosk, day and id. */
export type ImportedVisit = { kioskId: string; date: string; collectionId: number };

export async function importCollectionsCsv(
  db: Db,
  ledger: CollectionCredits,
  input: {
    body: unknown;
    dryRun: boolean;
    actor: AuditActor;
    today: string;
    /** Called in the import's transaction with every collection it wrote. */
    onImported?: (tx: Db, visits: ImportedVisit[], actor: AuditActor) => Promise<void>;
  },
): Promise<ImportResult> {
  if (typeof input.body !== "string") {
    throw new HttpError(415, "Send the file as text/csv.");
  }
  const text = input.body;
  const checked = await checkInWorker(text, input.today, (codes, serials) =>
    lookUp(db, codes, serials),
  );
  if (!Array.isArray(checked)) return checked;
  const rows = checked;

  // Rows already recorded, by this import's earlier files or any other writer.
  const recorded = new Map<string, number>();
  for (let i = 0; i < rows.length; i += LOOKUP_CHUNK) {
    for (const [key, id] of await recordedByIdentity(db, rows.slice(i, i + LOOKUP_CHUNK)))
      recorded.set(key, id);
    await nextTurn();
  }
  // Most files hold no recorded row: then every row is new, and nothing is walked again.
  const unrecorded = recorded.size === 0 ? rows : rows.filter((r) => !recorded.has(r.key));
  if (unrecorded.length === 0) throw new HttpError(409, IMPORT_MESSAGES.allRecorded(rows.length));
  // Rows well above their kiosk's usual yield (its collections before this file) are held for
  // review: not recorded, not credited, until an admin accepts each (decision 0099).
  const holds = await holdsOf(db, unrecorded);
  const fresh = holds.size === 0 ? unrecorded : unrecorded.filter((r) => !holds.has(r.row));
  const heldRows = (ids: Map<number, number> | null) =>
    [...holds]
      .slice(0, MAX_LISTED_RECORDED_ROWS)
      .map(([row, hold]) => ({ row, reason: hold.reason, heldId: ids?.get(row) ?? null }));
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
    heldIds: Map<number, number> | null = null,
  ): Promise<ImportReport> => {
    let paise = 0;
    let grams = 0;
    for (let i = 0; i < written.length; i += 1) {
      if (i > 0 && i % SUM_SLICE === 0) await nextTurn();
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
      held: holds.size,
      heldRows: heldRows(heldIds),
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
    const heldIds = new Map<number, number>();
    for (const r of unrecorded) {
      const hold = holds.get(r.row);
      if (!hold) continue;
      const kiosk = { id: r.kioskId, customerId: r.customerId };
      const held = {
        kiosk,
        date: r.date,
        visit: r.visit,
        buttsKg: Number(r.buttsKg),
        buttsNumber: r.estimated ? undefined : r.buttsNumber,
        source: "import" as const,
        hold,
        importId: id,
      };
      heldIds.set(r.row, await holdCollection(tx, held, input.actor));
    }
    const written = new Set<string>();
    const visits: ImportedVisit[] = [];
    for (let i = 0; i < fresh.length; i += WRITE_CHUNK) {
      for (const row of await writeChunk(
        tx,
        ledger,
        fresh.slice(i, i + WRITE_CHUNK),
        id,
        input.actor.name,
      )) {
        written.add(identityKey(row));
        visits.push({ kioskId: row.kioskId, date: row.date, collectionId: row.collectionId });
      }
    }
    // The imported collections are their kiosks' visits of the day (PRODUCT.md), as one recorded
    // in the console is: a planned pickup on such a day becomes done.
    await input.onImported?.(tx, visits, input.actor);
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
    if (done.length === 0 && holds.size === 0) throw new HttpError(409, IMPORT_MESSAGES.raced);
    const outcome = await report(done, recordedRows(recorded), id, heldIds);
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
        held: outcome.held,
        fileSha256: sha256,
        totalKg: outcome.totalKg,
        totalCredit: outcome.totalCredit,
      },
    });
    return outcome;
  });
  return { kind: "done", report: result };
}

/** The rows held for review, by row number: each against its kiosk's latest collections. */
async function holdsOf(db: Db, rows: readonly Row[]): Promise<Map<number, Hold>> {
  const recent = new Map<string, number[]>();
  const kioskIds = [...new Set(rows.map((r) => r.kioskId))];
  for (let i = 0; i < kioskIds.length; i += LOOKUP_CHUNK) {
    for (const [kioskId, kgs] of await recentKgOf(db, kioskIds.slice(i, i + LOOKUP_CHUNK)))
      recent.set(kioskId, kgs);
    await nextTurn();
  }
  const holds = new Map<number, Hold>();
  for (let i = 0; i < rows.length; i += 1) {
    if (i > 0 && i % SUM_SLICE === 0) await nextTurn();
    const r = rows[i] as Row;
    const hold = holdOf(Number(r.buttsKg), recent.get(r.kioskId) ?? []);
    if (hold) holds.set(r.row, hold);
  }
  return holds;
}

/**
 * One statement: the chunk's collections, and a credit for each at its customer's rate. A row
 * whose collection another writer recorded meanwhile is skipped by the unique index (and gets no
 * credit). Answers the identities written.
 */
async function writeChunk(
  db: Db,
  ledger: CollectionCredits,
  rows: Row[],
  importId: number,
  recordedBy: string,
) {
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
  const written = await queryRows<CollectionIdentity & { collectionId: number }>(
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
      ${ledger.insertCredits(sql`select i.customer_id, i.collected_on, 'collection_credit', round(i.butts_kg * r.rate, 2),
             r.rate, 'Collection ' || i.id, ${recordedBy}, i.id
      from inserted i join rates r on r.customer_id = i.customer_id`)}
    )
    select id::int as "collectionId", kiosk_id::text as "kioskId",
           to_char(collected_on, 'YYYY-MM-DD') as date, visit, butts_kg::text as "buttsKg"
    from inserted`,
  );
  return written;
}
