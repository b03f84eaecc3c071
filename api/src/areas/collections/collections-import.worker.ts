import { parentPort, workerData } from "node:worker_threads";
import { checkRows, type Lookups, type Row, readCsv } from "./collections-import-check.ts";

/**
 * The collections import's worker thread (decision 0074): it reads the CSV the main thread hands
 * it, asks the main thread for the customers and kiosks the file names (only the main thread
 * holds database connections), checks every row, and sends back the rows to write in batches and
 * then the outcome. Messages, in order:
 * - out `{ kind: "rejected" | "refused" }`: the file cannot be imported; nothing follows;
 * - out `{ kind: "lookup", codes, serials }`, in: Lookups;
 * - out `{ kind: "rows", rows }` zero or more times, then `{ kind: "checked", rejected }`.
 */

export type FromWorker =
  | ReturnType<typeof readCsv>
  | { kind: "lookup"; codes: string[]; serials: string[] }
  | { kind: "rows"; rows: Row[] }
  | { kind: "checked"; rejected: ReturnType<typeof checkRows> };

export type WorkerInput = { text: string; today: string; batch: number };

const port = parentPort;
if (!port) throw new Error("collections-import.worker.ts runs only as a worker thread");
const { text, today, batch } = workerData as WorkerInput;
const send = (message: FromWorker) => port.postMessage(message);

const read = readCsv(text);
if (read.kind !== "records") send(read);
else {
  port.once("message", (lookups: Lookups) => {
    const rejected = checkRows(
      read.data,
      lookups,
      today,
      (rows) => send({ kind: "rows", rows }),
      batch,
    );
    send({ kind: "checked", rejected });
  });
  send({ kind: "lookup", codes: read.codes, serials: read.serials });
}
