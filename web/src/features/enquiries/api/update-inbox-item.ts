import { callApi } from "#web/lib/api-client";

/** PATCH /api/admin/inbox/:id: marks an enquiry handled, or open again. */
export function setInboxItemHandled(id: string, handled: boolean) {
  return callApi("adminInboxUpdate", { params: { id }, body: { handled } });
}
