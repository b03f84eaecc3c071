import { ProtectedRoute } from "../features/auth/components/protected-route";
import { DashboardPage } from "../features/dashboard/components/dashboard-page";
import { DASHBOARD_TEXT } from "../features/dashboard/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta(DASHBOARD_TEXT.title);

export default function DashboardRoute() {
  return (
    <ProtectedRoute>
      <DashboardPage />
    </ProtectedRoute>
  );
}
