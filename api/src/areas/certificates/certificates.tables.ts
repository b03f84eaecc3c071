import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

/**
 * Every green certificate, report and ESG pack the API has issued (issue 15; docs/decisions/0066):
 * the facts printed, as issued, and their SHA-256, so a third party can check a paper copy on
 * /verify/{number}. Rows are never deleted or edited except to revoke; the number is random
 * (contract certificates.ts), so a neighbour of a real number names nothing.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** contract CERTIFICATE_KINDS. */
    kind: text("kind").notNull(),
    periodStart: date("period_start"),
    periodEnd: date("period_end").notNull(),
    /** The issued facts (contract certificateFactsSchema), exactly as hashed. */
    facts: jsonb("facts").notNull(),
    /** SHA-256 (hex) of the canonical JSON of `facts`. */
    factsSha256: text("facts_sha256").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The login that asked (null once removed); staff in the support view issue too. */
    issuedBy: text("issued_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason").notNull().default(""),
    revokedBy: text("revoked_by"),
  },
  (t) => [
    uniqueIndex("certificates_number_unique").on(t.number),
    index("certificates_customer_idx").on(t.customerId, t.issuedAt),
    check(
      "certificates_kind_valid",
      sql`${t.kind} IN ('green_certificate', 'cigarette_report', 'benefit_report', 'esg_pack')`,
    ),
  ],
);

/**
 * A certificate's figures restated under a later, back-dated method version (issue 25;
 * docs/decisions/0077). The certificate's own facts stay as issued (they are what was
 * certified); its verification page adds "Figures restated on <date>: under method <version>
 * they are …" from these rows, oldest first.
 */
export const certificateRestatements = pgTable(
  "certificate_restatements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    certificateId: uuid("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    /** The day the change was saved, in the business time zone. */
    restatedOn: date("restated_on").notNull(),
    /** The method version's id (its effective-from day) and its label, as the page names it. */
    methodId: text("method_id").notNull(),
    methodLabel: text("method_label").notNull(),
    /** The restated figures (contract certificateFigureSchema[]): the derived ones that changed. */
    figures: jsonb("figures").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("certificate_restatements_certificate_idx").on(t.certificateId, t.createdAt)],
);
