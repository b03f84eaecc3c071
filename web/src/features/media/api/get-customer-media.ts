import type { AdminMediaItem } from "@filtercycle/contract/media/media";
import { MAX_PAGE_SIZE, nextPageOf } from "@filtercycle/contract/paging";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { DASHBOARD_QUERY_ROOT, viewedKey } from "#web/lib/dashboard-query-root";

/**
 * Every file of one business from GET /api/admin/media?customerId=, page after page: the
 * support view shows what the business's own Videos tab shows, which is every file.
 */
async function everyFileOf(customerId: string, signal: AbortSignal): Promise<AdminMediaItem[]> {
  const files: AdminMediaItem[] = [];
  let page: number | undefined = 1;
  while (page !== undefined) {
    const answer = await callApi("adminMediaList", {
      query: { customerId, page, pageSize: MAX_PAGE_SIZE },
      signal,
    });
    files.push(...answer.items);
    page = nextPageOf(answer);
  }
  return files;
}

/**
 * GET /api/get_customer_videos: the business's media files, newest first. In staff's support
 * view (`customerId`), that business's files from GET /api/admin/media?customerId=, in the
 * customer list's shape (get_customer_videos is for customer logins only).
 */
export function customerMediaQueryOptions(customerId: string | null = null) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "media", ...viewedKey(customerId)],
    queryFn: ({ signal }) =>
      customerId
        ? everyFileOf(customerId, signal).then((files) => ({
            data: files.map((item) => ({
              id: item.id,
              video_url: item.url,
              created_at: item.createdAt,
              link: item.link,
              event_type: { name: item.eventType.name },
              file_name: item.fileName,
              kind: item.kind,
            })),
          }))
        : callApi("customerMedia", { signal }),
    // Newest first, whatever order the server sends (SPEC.md leaves the order open).
    select: (answer) =>
      [...answer.data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)),
  });
}
