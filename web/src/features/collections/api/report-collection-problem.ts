import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/**
 * POST /api/collections/:id/problem: an owner reports what is wrong with a collection. Rejects
 * with an ApiError: 403 for a viewer, 409 when the 30 days have passed, 400 naming the field.
 */
export function reportCollectionProblem({
  id,
  body,
}: {
  id: number;
  body: BodyOf<"collectionProblem">;
}) {
  return callApi("collectionProblem", { params: { id }, body });
}
