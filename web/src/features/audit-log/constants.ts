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
  },
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
};
export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;
