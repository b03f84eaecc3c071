import { AuditLogPage } from "../../features/audit/components/audit-log-page";
import { auditTextNow } from "../../features/audit/constants";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () => pageMeta(auditTextNow().heading);

/** /admin/audit-log: read-only, filters and page in the URL. */
export default function AuditLogRoute() {
  return <AuditLogPage />;
}
