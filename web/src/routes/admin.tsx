import { AdminPage } from "../features/admin/components/admin-page";
import { ADMIN_TEXT } from "../features/admin/constants";
import { ProtectedRoute } from "../features/auth/components/protected-route";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => pageMeta(ADMIN_TEXT.title);

export default function AdminRoute() {
  return (
    <ProtectedRoute requiredRole="admin">
      <AdminPage />
    </ProtectedRoute>
  );
}
