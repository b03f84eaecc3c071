import { useState } from "react";
import { PagedTable } from "#web/components/paged-table";
import { TitledCard } from "#web/components/ui/titled-card";
import { useAppLanguage } from "#web/lib/app-language";
import { useAuditText } from "../constants";
import { useAuditLog } from "../hooks/use-audit-log";
import { auditColumns } from "./audit-log-page";

const PAGE_SIZE = 25;

/** A customer page's section: the changes made to this customer's records, newest first. */
export function CustomerAuditTrail({ customerCode }: { customerCode: string }) {
  const AUDIT_TEXT = useAuditText();
  const language = useAppLanguage();
  const [page, setPage] = useState(1);
  const log = useAuditLog({ customerCode, page, pageSize: PAGE_SIZE });
  return (
    <TitledCard heading={AUDIT_TEXT.trail.heading}>
      <PagedTable
        list={log}
        loadingText={AUDIT_TEXT.loading}
        failedText={AUDIT_TEXT.failed}
        onPage={setPage}
        wide
        caption={AUDIT_TEXT.trail.heading}
        captionHidden
        columns={auditColumns({ withCustomer: false, text: AUDIT_TEXT, language })}
        rowKey={(row) => String(row.id)}
        empty={AUDIT_TEXT.trail.empty}
      />
    </TitledCard>
  );
}
