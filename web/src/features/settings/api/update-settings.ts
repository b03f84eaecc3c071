import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/** PATCH /api/admin/settings: answers the settings as they now are. */
export function updateSettings(body: BodyOf<"adminSettingsUpdate">) {
  return callApi("adminSettingsUpdate", { body });
}
