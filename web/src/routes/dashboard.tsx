import { prefetchDashboard } from "../features/dashboard/api/prefetch-dashboard";
import { DashboardPage } from "../features/dashboard/components/dashboard-page";
import { DASHBOARD_TEXT } from "../features/dashboard/constants";
import { pageMeta } from "../lib/page-meta";
import { sessionQueryClient } from "../lib/query-client";
import { getToken } from "../lib/session-storage";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta(DASHBOARD_TEXT.title);

/** Starts the dashboard's first answers while the layout checks the session (signed in only). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (getToken() !== null) {
    prefetchDashboard(sessionQueryClient(), new URL(request.url).searchParams.get("tab"));
  }
  return null;
}

export default function DashboardRoute() {
  return <DashboardPage />;
}
