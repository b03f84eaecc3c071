import { verificationPath } from "@filtercycle/contract/certificates/certificate-numbers";
import {
  type AdminCertificate,
  CERTIFICATE_KIND_LABELS,
} from "@filtercycle/contract/certificates/certificates";
import { useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { FormDialog } from "#web/components/ui/form-dialog";
import { TextField } from "#web/components/ui/form-fields";
import { type Column, Table } from "#web/components/ui/table";
import { TitledCard } from "#web/components/ui/titled-card";
import { useAppLanguage } from "#web/lib/app-language";
import { formatBusinessDate, formatDay } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import { useCertificatesText } from "../constants";
import { useCustomerCertificates, useRevokeCertificate } from "../hooks/use-customer-certificates";

/**
 * A customer page's section (issue 15): the certificates and reports issued to the business,
 * each number linking to its public verification page, with Revoke (a reason is required; the
 * page then shows "Revoked on …" with it).
 */
export function CustomerCertificatesSection({ customerCode }: { customerCode: string }) {
  const text = useCertificatesText();
  const language = useAppLanguage();
  const certificates = useCustomerCertificates(customerCode);
  const revoke = useRevokeCertificate(customerCode);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: Column<AdminCertificate>[] = [
    {
      key: "number",
      header: text.number,
      rowHeader: true,
      nowrap: true,
      cell: (c) => (
        <a href={verificationPath(c.number)} className="font-mono underline focus-ring">
          {c.number}
        </a>
      ),
    },
    { key: "kind", header: text.kind, cell: (c) => CERTIFICATE_KIND_LABELS[c.kind] },
    {
      key: "period",
      header: text.period,
      cell: (c) =>
        c.periodStart
          ? text.range(formatDay(c.periodStart, language), formatDay(c.periodEnd, language))
          : text.upTo(formatDay(c.periodEnd, language)),
    },
    {
      key: "issued",
      header: text.issued,
      nowrap: true,
      cell: (c) => formatBusinessDate(c.issuedAt, language),
    },
    {
      key: "status",
      header: text.status,
      cell: (c) =>
        c.revokedAt ? (
          <span>
            <Badge tone="danger">{text.revoked(formatBusinessDate(c.revokedAt, language))}</Badge>
            <span className="mt-1 block text-sm text-ink/75">{c.revokedReason}</span>
          </span>
        ) : (
          <Badge tone="success">{text.valid}</Badge>
        ),
    },
    {
      key: "actions",
      header: text.actions,
      cell: (c) =>
        c.revokedAt ? null : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={text.revokeLabel(c.number)}
            onClick={() => {
              setDone(null);
              setRevoking(c);
            }}
          >
            {text.revoke}
          </Button>
        ),
    },
  ];

  return (
    <TitledCard heading={text.heading}>
      {certificates.isPending ? (
        <p className="text-ink/75">{text.loading}</p>
      ) : certificates.isError ? (
        <Alert tone="error">
          {text.failed} {certificates.error.message}
        </Alert>
      ) : (
        <>
          <Table
            caption={text.caption}
            captionHidden
            wide
            columns={columns}
            rows={certificates.data.items}
            rowKey={(c) => c.number}
            empty={text.empty}
          />
          {certificates.data.total !== null &&
          certificates.data.total > certificates.data.items.length ? (
            <p className="mt-2 text-sm text-ink/75">
              {text.more(certificates.data.items.length, certificates.data.total)}
            </p>
          ) : null}
        </>
      )}
      {done ? (
        <Alert tone="success" className="mt-4">
          {text.revokedDone(done)}
        </Alert>
      ) : null}
      {revoking ? (
        <RevokeDialog
          number={revoking.number}
          revoke={(reason) => revoke.mutateAsync({ number: revoking.number, reason })}
          onDone={() => setDone(revoking.number)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </TitledCard>
  );
}

function RevokeDialog({
  number,
  revoke,
  onDone,
  onClose,
}: {
  number: string;
  revoke: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const text = useCertificatesText();
  const form = useForm({
    fields: ["reason"] as const,
    validate: (values) => ({ reason: values.reason.trim() ? undefined : text.reasonRequired }),
    showErrors: "submit",
    summary: text.summary,
    submit: async (values) => {
      await revoke(values.reason.trim());
      onDone();
      onClose();
    },
    failure: (error) => apiFailure(error, { names: { reason: text.reason } }),
  });
  return (
    <FormDialog
      heading={text.revokeHeading(number)}
      about={text.revokeExplain}
      form={form}
      submitLabel={text.revoke}
      busyLabel={text.revoking}
      submitVariant="danger"
      cancelLabel={text.cancel}
      onClose={onClose}
    >
      <TextField
        label={text.reason}
        error={form.errorOf("reason")}
        name="reason"
        autoComplete="off"
        maxLength={500}
      />
    </FormDialog>
  );
}
