import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/** POST /api/admin/intakes. */
export function recordIntake(body: BodyOf<"adminIntakeCreate">) {
  return callApi("adminIntakeCreate", { body });
}

/** POST /api/admin/batches. */
export function createBatch(body: BodyOf<"adminBatchCreate">) {
  return callApi("adminBatchCreate", { body });
}

/** POST /api/admin/batches/{id}/lots. */
export function createLot({ id, ...body }: BodyOf<"adminLotCreate"> & { id: number }) {
  return callApi("adminLotCreate", { params: { id }, body });
}
