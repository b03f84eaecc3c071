import { useSearchParams } from "react-router";
import { prefetchDashboard } from "../features/dashboard/api/prefetch-dashboard";
import {
  DashboardPage,
  StaffDashboardNotice,
} from "../features/dashboard/components/dashboard-page";
import { DASHBOARD_TEXT } from "../features/dashboard/constants";
import { useSessionRole } from "../hooks/use-session-role";
import { pageMeta } from "../lib/page-meta";
import { sessionQueryClient } from "../lib/query-client";
import { getRole, getToken } from "../lib/session-storage";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta(DASHBOARD_TEXT.title);

/** The business a staff member asked for (`?customerId=FC-…`); a customer's is always their own. */
function viewedCustomer(role: string | null | undefined, search: URLSearchParams): string | null {
  return role === "admin" ? search.get("customerId") || null : null;
}

/** Starts the dashboard's first answers while the layout checks the session (signed in only). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (getToken() !== null) {
    const search = new URL(request.url).searchParams;
    const role = getRole();
    const customerId = viewedCustomer(role, search);
    // Staff without a business have nothing to load.
    if (role !== "admin" || customerId) {
      prefetchDashboard(sessionQueryClient(), search.get("tab"), customerId);
    }
  }
  return null;
}

/**
 * A customer's dashboard; for staff, the read-only support view of the business named by
 * `?customerId=` (opened by "View as customer" on the customer's console page), or a pointer to
 * the customers list without one.
 */
export default function DashboardRoute() {
  const role = useSessionRole();
  const [search] = useSearchParams();
  if (role === undefined) return null;
  if (role === "admin") {
    const customerId = viewedCustomer(role, search);
    return customerId ? <DashboardPage customerId={customerId} /> : <StaffDashboardNotice />;
  }
  return <DashboardPage />;
}
