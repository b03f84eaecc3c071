import { overviewQueryOptions } from "../../features/overview/api/get-overview";
import { OverviewPage } from "../../features/overview/components/overview-page";
import { overviewTextNow } from "../../features/overview/constants";
import { pageMeta } from "../../lib/page-meta";
import { sessionQueryClient } from "../../lib/query-client";
import { getRole } from "../../lib/session-storage";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () => pageMeta(overviewTextNow().title);

/** Starts the overview's answer while the layout checks the session (staff only). */
export function clientLoader() {
  if (getRole() === "admin") void sessionQueryClient().prefetchQuery(overviewQueryOptions());
  return null;
}

export default function OverviewRoute() {
  return <OverviewPage />;
}
