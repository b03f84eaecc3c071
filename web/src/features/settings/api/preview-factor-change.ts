import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/** POST /api/admin/settings/impact_factors/preview: what the version would restate (stores nothing). */
export function previewFactorChange(body: BodyOf<"adminFactorChangePreview">) {
  return callApi("adminFactorChangePreview", { body });
}
