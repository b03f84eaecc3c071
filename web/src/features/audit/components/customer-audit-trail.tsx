import { useId, useState } from "react";
import { PagedTable } from "#web/components/paged-table";
import { Card } from "#web/components/ui/card";
import { AUDIT_TEXT } from "../constants";
import { useAuditLog } from "../hooks/use-audit-log";
import { auditColumns } from "./audit-log-page";

const PAGE_SIZE = 25;

/** A customer page's section: the changes made to this customer's records, newest first. */
export function CustomerAuditTrail({ customerCode }: { customerCode: string }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const log = useAuditLog({ customerCode, page, pageSize: PAGE_SIZE });
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {AUDIT_TEXT.trail.heading}
      </h2>
      <Card padding="sm">
        <PagedTable
          list={log}
          loadingText={AUDIT_TEXT.loading}
          failedText={AUDIT_TEXT.failed}
          onPage={setPage}
          wide
          caption={AUDIT_TEXT.trail.heading}
          captionHidden
          columns={auditColumns({ withCustomer: false })}
          rowKey={(row) => String(row.id)}
          empty={AUDIT_TEXT.trail.empty}
        />
      </Card>
    </section>
  );
}
