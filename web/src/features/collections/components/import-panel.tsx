import type {
  ImportProblem,
  ImportRecordedRow,
  ImportReport,
} from "@filtercycle/contract/collections/admin-collections";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { fileInputClass } from "#web/components/ui/inputs";
import { type Column, Table } from "#web/components/ui/table";
import { formatKg, formatRupees } from "#web/lib/format";
import { IMPORT_TEMPLATE_URL } from "../api/get-collections";
import type { ImportOutcome } from "../api/import-collections";
import { useImportText } from "../constants";
import { useImportCollections } from "../hooks/use-collections";

type Rejected = Extract<ImportOutcome, { kind: "rejected" }>;

type State =
  | { kind: "idle" }
  | { kind: "rejected"; outcome: Rejected }
  | { kind: "clean"; report: ImportReport; csv: string }
  | { kind: "imported"; report: ImportReport }
  | { kind: "error"; message: string };

const problemColumnsOf = (
  T: ReturnType<typeof useImportText>,
): Column<ImportProblem & { key: string }>[] => [
  { key: "row", header: T.problemColumns.row, cell: (p) => p.row, align: "end", rowHeader: true },
  { key: "column", header: T.problemColumns.column, cell: (p) => p.column },
  { key: "reason", header: T.problemColumns.reason, cell: (p) => p.reason },
];

const recordedColumnsOf = (T: ReturnType<typeof useImportText>): Column<ImportRecordedRow>[] => [
  { key: "row", header: T.recordedColumns.row, cell: (r) => r.row, align: "end", rowHeader: true },
  {
    key: "collection",
    header: T.recordedColumns.collection,
    cell: (r) => `#${r.collectionId}`,
    align: "end",
  },
];

/** The rows of the file already recorded: they are skipped, and the first 100 are listed. */
function AlreadyRecorded({ report }: { report: ImportReport }) {
  const T = useImportText();
  if (report.alreadyRecorded === 0) return null;
  const more = report.alreadyRecorded - report.alreadyRecordedRows.length;
  return (
    <>
      <Alert tone="info">{T.recorded(report.alreadyRecorded)}</Alert>
      <Table
        caption={T.recordedCaption}
        columns={recordedColumnsOf(T)}
        rows={report.alreadyRecordedRows}
        rowKey={(r) => String(r.row)}
      />
      {more > 0 ? <p className="text-sm text-ink/80">{T.moreRecorded(more)}</p> : null}
    </>
  );
}

/** The rows held for review (decision 0099): imported, but crediting nothing until accepted. */
function HeldRows({ report }: { report: ImportReport }) {
  const T = useImportText();
  if (report.held === 0) return null;
  return <Alert tone="info">{T.held(report.held)}</Alert>;
}

/**
 * Upload a CSV file, see the dry run's report (the problems of the first 100 bad rows, and how
 * many more; the rows already recorded), then import the clean file's new rows.
 */
export function ImportPanel() {
  const T = useImportText();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ kind: "idle" });
  const run = useImportCollections();

  const check = async () => {
    if (!file) {
      setState({ kind: "error", message: T.chooseFile });
      return;
    }
    const csv = await file.text();
    try {
      const outcome = await run.mutateAsync({ csv, dryRun: true });
      setState(
        outcome.kind === "rejected"
          ? { kind: "rejected", outcome }
          : { kind: "clean", report: outcome.report, csv },
      );
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : T.failed });
    }
  };

  const importFile = async (csv: string) => {
    try {
      const outcome = await run.mutateAsync({ csv, dryRun: false });
      setState(
        outcome.kind === "rejected"
          ? { kind: "rejected", outcome }
          : { kind: "imported", report: outcome.report },
      );
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : T.failed });
    }
  };

  const listedRows = (problems: ImportProblem[]) => new Set(problems.map((p) => p.row)).size;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-forest/15 bg-white p-4"
    >
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {T.heading}
      </h2>
      <p className="mt-1 text-sm text-ink/80">{T.intro}</p>
      <p className="mt-2">
        <a href={IMPORT_TEMPLATE_URL} download className="text-forest underline">
          {T.template}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Field label={T.file} className="min-w-0 max-w-full sm:min-w-64">
          {({ invalid: _invalid, ...control }) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              className={fileInputClass}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setState({ kind: "idle" });
              }}
            />
          )}
        </Field>
        <Button
          size="sm"
          variant="secondary"
          onClick={check}
          busy={run.isPending && state.kind !== "clean"}
          busyLabel={T.checking}
        >
          {T.check}
        </Button>
      </div>
      <div className="mt-4 space-y-3" aria-live="polite">
        {state.kind === "error" ? <Alert tone="error">{state.message}</Alert> : null}
        {state.kind === "rejected" ? (
          <>
            <Alert tone="error">{T.rejected(state.outcome.problemCount)}</Alert>
            {state.outcome.problemRows > listedRows(state.outcome.problems) ? (
              <p className="text-sm font-semibold text-ink">
                {T.moreRows(
                  listedRows(state.outcome.problems),
                  state.outcome.problemRows - listedRows(state.outcome.problems),
                )}
              </p>
            ) : null}
            <Table
              caption={T.problemsCaption}
              columns={problemColumnsOf(T)}
              rows={state.outcome.problems.map((p, i) => ({ ...p, key: `${i}` }))}
              rowKey={(p) => p.key}
            />
          </>
        ) : null}
        {state.kind === "clean" ? (
          <>
            <Alert tone="success">
              {T.clean(
                state.report.rowCount,
                formatKg(state.report.totalKg),
                formatRupees(state.report.totalCredit),
              )}
            </Alert>
            <AlreadyRecorded report={state.report} />
            <HeldRows report={state.report} />
            <Button
              size="sm"
              onClick={() => importFile(state.csv)}
              busy={run.isPending}
              busyLabel={T.importing}
            >
              {T.import(state.report.rowCount)}
            </Button>
          </>
        ) : null}
        {state.kind === "imported" ? (
          <>
            <Alert tone="success">{T.done(state.report.rowCount)}</Alert>
            <AlreadyRecorded report={state.report} />
            <HeldRows report={state.report} />
          </>
        ) : null}
      </div>
    </section>
  );
}
