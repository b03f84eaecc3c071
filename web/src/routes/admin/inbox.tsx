import { inboxFilterOf, inboxQueryOptions } from "../../features/enquiries/api/get-inbox";
import { InboxPage } from "../../features/enquiries/components/inbox-page";
import { inboxPageTextNow } from "../../features/enquiries/constants";
import { pageMeta } from "../../lib/page-meta";
import { sessionQueryClient } from "../../lib/query-client";
import { getRole } from "../../lib/session-storage";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () => pageMeta(inboxPageTextNow().title);

/** Starts the first page of the filter the URL asks for (`?show=`) while the route is entered. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (getRole() === "admin") {
    const filter = inboxFilterOf(new URL(request.url).searchParams);
    void sessionQueryClient().prefetchInfiniteQuery(inboxQueryOptions(filter));
  }
  return null;
}

export default function InboxRoute() {
  return <InboxPage />;
}
