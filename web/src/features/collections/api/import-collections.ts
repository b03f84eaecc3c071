import type {
  ImportProblem,
  ImportRejected,
  ImportReport,
} from "@filtercycle/contract/collections/admin-collections";
import { ApiError, apiClientText, apiFetch } from "#web/lib/api-client";

export type ImportOutcome =
  | { kind: "report"; report: ImportReport }
  | {
      kind: "rejected";
      detail: string;
      problems: ImportProblem[];
      /** Every problem and every row with one, listed or not (the answer lists 100 rows). */
      problemCount: number;
      problemRows: number;
    };

/**
 * POST /api/admin/collections/import with the file as text/csv (`dryRun`: check only). A file
 * with bad rows resolves with their list (the API's 422: the problems of the first 100 bad rows,
 * and how many in all); any other failure rejects (409: every row is already recorded).
 */
export async function importCollections(csv: string, dryRun: boolean): Promise<ImportOutcome> {
  let response: Response;
  try {
    response = await apiFetch(
      `admin/collections/import${dryRun ? "?dryRun=true" : ""}`,
      {
        method: "POST",
        headers: { "content-type": "text/csv", accept: "application/json" },
        body: csv,
      },
      { sessionRequired: true },
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ status: 0, detail: apiClientText().networkError });
  }
  const data = (await response.json().catch(() => null)) as
    | (ImportReport & ImportRejected & { errors?: { field: string; message: string }[] })
    | null;
  if (response.status === 422 && data?.problems) {
    return {
      kind: "rejected",
      detail: data.detail,
      problems: data.problems,
      problemCount: data.problemCount ?? data.problems.length,
      problemRows: data.problemRows ?? new Set(data.problems.map((p) => p.row)).size,
    };
  }
  if (response.ok && data) return { kind: "report", report: data };
  throw new ApiError({
    status: response.status,
    detail: data?.detail ?? apiClientText().serverError(response.status),
    errors: data?.errors,
  });
}
