import { AuditLogPage } from "../../features/audit/components/audit-log-page";
import { AUDIT_TEXT } from "../../features/audit/constants";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () => pageMeta(AUDIT_TEXT.heading);

/** /admin/audit-log: read-only, filters and page in the URL. */
export default function AuditLogRoute() {
  return <AuditLogPage />;
}
