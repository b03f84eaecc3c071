import type { AdminMediaItem } from "@filtercycle/contract/media/media";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiClientText, apiUrl, callApi, problemFrom } from "#web/lib/api-client";
import { clearSession } from "#web/lib/session-storage";

/** The first part of every media query key: a change refreshes every list. */
export const MEDIA_QUERY_ROOT = ["admin", "media"] as const;

/** Files per page of the console's media list. */
export const MEDIA_PAGE_SIZE = 50;

/**
 * GET /api/admin/media[?customerId=]: a page of every file, or of one business's, newest first.
 */
export function mediaListQueryOptions(
  customerId: string | null,
  page: number,
  pageSize: number = MEDIA_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: [...MEDIA_QUERY_ROOT, "list", customerId ?? "", page, pageSize],
    queryFn: ({ signal }) =>
      callApi("adminMediaList", {
        query: { ...(customerId ? { customerId } : {}), page, pageSize },
        signal,
      }),
    // The page shown stays while the next loads, but never another business's files.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === (customerId ?? "") ? previous : undefined,
  });
}

/** GET /api/admin/event-types: every event type, retired ones included. */
export function eventTypesQueryOptions() {
  return queryOptions({
    queryKey: [...MEDIA_QUERY_ROOT, "event-types"],
    queryFn: ({ signal }) => callApi("adminEventTypes", { signal }),
  });
}

export const updateMedia = (id: string, body: { eventTypeId?: string; link?: string | null }) =>
  callApi("adminMediaUpdate", { params: { id }, body });
export const deleteMedia = (id: string) => callApi("adminMediaDelete", { params: { id } });
export const createEventType = (name: string) =>
  callApi("adminEventTypeCreate", { body: { name } });
export const updateEventType = (id: string, body: { name?: string; retired?: boolean }) =>
  callApi("adminEventTypeUpdate", { params: { id }, body });

export type UploadProgress = { loaded: number; total: number; percent: number; speed: number };

/**
 * POST /api/admin/media (multipart) with XMLHttpRequest, because `fetch` reports no upload
 * progress: `onProgress` gets bytes sent, percent and speed (bytes a second since the start);
 * `signal` aborts the upload (rejects with an AbortError DOMException). Errors are ApiErrors like
 * callApi's, and a 401 ends the stored session the same way.
 */
export function uploadMedia(
  fields: { customerId: string; eventTypeId: string; link: string; file: File },
  { onProgress, signal }: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<AdminMediaItem> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The text fields first: the server reads them before it streams the file to storage.
    form.append("customerId", fields.customerId);
    form.append("eventTypeId", fields.eventTypeId);
    if (fields.link) form.append("link", fields.link);
    form.append("file", fields.file, fields.file.name);

    const xhr = new XMLHttpRequest();
    const started = Date.now();
    xhr.open("POST", apiUrl("admin/media"));
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.min(100, Math.floor((event.loaded / event.total) * 100)),
        speed: event.loaded / seconds,
      });
    };
    xhr.onload = async () => {
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { "content-type": xhr.getResponseHeader("content-type") ?? "" },
      });
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((await response.json()) as AdminMediaItem);
        return;
      }
      const error = await problemFrom(response);
      if (xhr.status === 401) clearSession({ endedByServer: true });
      reject(error);
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          detail: apiClientText().networkError,
        }),
      );
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    if (signal) {
      if (signal.aborted) {
        xhr.abort();
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
