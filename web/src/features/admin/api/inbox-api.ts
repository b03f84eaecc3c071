import {
  type InboxItem,
  type InboxResponse,
  inboxItemSchema,
  inboxResponseSchema,
} from "@filtercycle/contract/enquiries";
import { getJson, patchJson } from "../../../lib/api-client";

export type InboxFilter = "open" | "handled" | "all";

/** Enquiries per page of the inbox. */
export const INBOX_PAGE_SIZE = 50;

export const inboxKeys = {
  all: ["admin", "inbox"] as const,
  list: (filter: InboxFilter) => [...inboxKeys.all, filter] as const,
};

/**
 * GET /api/admin/inbox: enquiries (contact messages and partner applications), newest first;
 * `before` (the last shown item's `receivedAt`) pages to older ones.
 */
export function fetchInbox(
  filter: InboxFilter,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<InboxResponse> {
  const query = new URLSearchParams({ status: filter, limit: String(INBOX_PAGE_SIZE) });
  if (before) query.set("before", before);
  return getJson(`admin/inbox?${query}`, {
    signal,
    sessionRequired: true,
    parse: (data) => inboxResponseSchema.parse(data),
  });
}

/** PATCH /api/admin/inbox/:id: marks an enquiry handled, or open again. */
export function setInboxItemHandled(id: string, handled: boolean): Promise<InboxItem> {
  return patchJson(
    `admin/inbox/${encodeURIComponent(id)}`,
    { handled },
    { sessionRequired: true, parse: (data) => inboxItemSchema.parse(data) },
  );
}
