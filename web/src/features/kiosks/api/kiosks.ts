import type { KioskCreate, KioskUpdate } from "@filtercycle/contract/kiosks/kiosks";
import { callApi } from "#web/lib/api-client";

/** POST /api/admin/customers/:code/kiosks */
export const createKiosk = (code: string, body: KioskCreate) =>
  callApi("adminKioskCreate", { params: { code }, body });

/** PATCH /api/admin/kiosks/:id (a removedOn date marks it removed) */
export const updateKiosk = (id: string, body: KioskUpdate) =>
  callApi("adminKioskUpdate", { params: { id }, body });
