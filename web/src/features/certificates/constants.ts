import { useConsoleWords } from "#web/lib/console-texts";
import { fillers } from "#web/lib/localize";

/** The customer page's "Certificates" section (issue 15): its texts (assert them in tests). */
export const CERTIFICATES_TEXT = {
  heading: "Certificates",
  caption: "Certificates and reports issued to this business, newest first",
  number: "Number",
  kind: "Kind",
  period: "Period",
  issued: "Issued",
  status: "Status",
  actions: "Actions",
  valid: "Valid",
  revoked: (on: string) => `Revoked on ${on}`,
  upTo: (end: string) => `Up to ${end}`,
  range: (start: string, end: string) => `${start} – ${end}`,
  empty: "No certificates or reports issued yet.",
  loading: "Loading certificates…",
  failed: "The certificates could not be loaded.",
  more: (shown: number, total: number) => `Showing the newest ${shown} of ${total}.`,
  revoke: "Revoke",
  revokeLabel: (number: string) => `Revoke certificate ${number}`,
  revokeHeading: (number: string) => `Revoke certificate ${number}`,
  revokeExplain:
    "Anyone who checks this number will see it revoked, with the day and your reason. This cannot be undone.",
  reason: "Reason",
  reasonRequired: "Enter the reason.",
  summary: "Check the reason.",
  revoking: "Revoking…",
  cancel: "Cancel",
  revokedDone: (number: string) => `Certificate ${number} revoked.`,
} as const;

/** The dashboard header's certificate button (SPEC.md §2; "Loading..." as the report buttons). */
export const CERTIFICATE_BUTTON_TEXT = {
  label: "Download Green Certificate",
  loading: "Loading...",
} as const;

/** The certificates section's words in the reader's language (issue 29). */
export const useCertificatesText = () =>
  useConsoleWords(
    CERTIFICATES_TEXT,
    "consoleCustomerPage",
    "certificates",
    fillers({
      "certificates.revoked": ["on"],
      "certificates.upTo": ["end"],
      "certificates.more": ["shown", "total"],
      "certificates.revokeLabel": ["number"],
      "certificates.revokeHeading": ["number"],
      "certificates.revokedDone": ["number"],
    }),
  );
