import { consoleWordsNow, useConsoleWords } from "#web/lib/console-texts";
import { fillers } from "#web/lib/localize";

/** The audit log's texts (assert them in tests). */
export const AUDIT_TEXT = {
  heading: "Audit log",
  intro:
    "Every change staff made: who, when, which record, and what it was before and after. Nothing here can be changed or deleted.",
  filters: {
    legend: "Filter the audit log",
    entity: "Record type",
    anyEntity: "All record types",
    actor: "Person",
    anyActor: "Everyone",
    customerCode: "Customer code",
    from: "From",
    to: "To",
    apply: "Apply filters",
    clear: "Clear",
  },
  table: {
    caption: "Changes, newest first",
    at: "When",
    actor: "Who",
    record: "Record",
    customer: "Customer",
    action: "Action",
    changes: "Changes",
    empty: "No changes match these filters.",
  },
  diff: {
    field: "Field",
    before: "Before",
    after: "After",
    none: "No field changed.",
    empty: "(empty)",
    yes: "Yes",
    no: "No",
  },
  /** A collection in the log: its kiosk and day. */
  collectionName: (serial: string, day: string) => `${serial} on ${day}`,
  trail: {
    heading: "Audit trail",
    empty: "No changes recorded for this customer yet.",
  },
  loading: "Loading…",
  failed: "The audit log could not be loaded.",
} as const;

/** Shown instead of the stored names, where a plainer word exists. */
export const ENTITY_LABELS: Record<string, string> = {
  payout: "Payout",
  adjustment: "Adjustment",
  settings: "Settings",
  awareness_session: "Awareness session",
  smokers_served: "Smokers served",
  customer: "Customer",
  kiosk: "Kiosk",
  collection: "Collection",
  login: "Login",
  media: "Media",
  certificate: "Certificate",
  collection_import: "Collections import",
  custody_intake: "Bag intake",
  processing_batch: "Processing batch",
  product_lot: "Product lot",
  "api-token": "API token",
  "payee details": "Payee details",
  "payout batch": "Payout batch",
  "payout request": "Payout request",
  "pickup request": "Pickup request",
  pickup: "Pickup",
  "kiosk schedule": "Kiosk schedule",
};
/** A record type in words: the list above, else its stored name with spaces ("product_lot" → "Product lot"). */
export const entityLabel = (entity: string) => {
  if (ENTITY_LABELS[entity]) return ENTITY_LABELS[entity];
  const spaced = entity.replace(/[_-]+/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** What was done, in words. */
export const ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Changed",
  delete: "Deleted",
  import: "Imported",
  approve: "Approved",
  decline: "Declined",
  pay: "Marked paid",
  cancel: "Cancelled",
  revoke: "Revoked",
  invite: "Invited",
  "resend-invitation": "Invitation sent again",
  login: "Signed in",
};
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/**
 * Field names in words (issue 28): the labels the console's forms use, so a change reads as it
 * was made. Fields not listed are written out from their names ("peopleReached" → "People reached").
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  waterLitresPerButt: "Water per butt (litres)",
  toxicWasteKgPerButtKg: "Toxic waste per kg of butts (kg)",
  microplasticKgPerButtKg: "Microplastic per kg of butts (kg)",
  factorsEffectiveFrom: "Factors in force from",
  effectiveFrom: "In force from",
  payoutThreshold: "Payout threshold",
  buttsPerKgEstimate: "Butts per kg (estimate)",
  largestKioskCapacityKg: "Largest kiosk holds (kg)",
  custodyTolerancePercent: "Custody weight tolerance (%)",
  redemptionFormUrl: "Redeem form address",
  "partnerRates.lowPerKg": "Partner page: lowest rate per kg",
  "partnerRates.highPerKg": "Partner page: highest rate per kg",
  "partnerRates.exampleKgPerMonth": "Partner page: example kg a month",
  unskilledEmployment: "Employment of unskilled labour",
  stayAtHomeMothers: "Stay-at-home mothers",
  benefitRatePerKg: "Benefit rate per kg",
  ratePerKg: "Rate per kg",
  customerCode: "Customer",
  kioskSerial: "Kiosk",
  buttsNumber: "Butts",
  estimated: "Butts estimated",
  buttsKg: "Weight",
  weightKg: "Weight",
  occurredOn: "Date",
  installedOn: "Installed on",
  removedOn: "Removed on",
  paidOn: "Paid on",
  email: "E-mail",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  url: "Address",
};

const SENTENCES = fillers({ "audit.collectionName": ["serial", "day"] });
/** The audit log's words in the reader's language (issue 29); English is AUDIT_TEXT. */
export const useAuditText = () => useConsoleWords(AUDIT_TEXT, "consoleAudit", "audit", SENTENCES);
export const auditTextNow = () => consoleWordsNow(AUDIT_TEXT, "consoleAudit", "audit", SENTENCES);
