import { createHash, randomBytes } from "node:crypto";
import {
  CERTIFICATE_NUMBER_ALPHABET,
  CERTIFICATE_RANDOM_LENGTH,
  formatCertificateNumber,
} from "@filtercycle/contract/certificates/certificate-numbers";
import {
  type AdminCertificate,
  type CertificateFacts,
  type CertificateFigure,
  type CertificateKind,
  type CertificateRestatement,
  certificateFactsSchema,
} from "@filtercycle/contract/certificates/certificates";
import { and, asc, count, desc, eq, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { findCustomerByCode, isUniqueViolation } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { certificateRestatements, certificates } from "./certificates.tables.ts";

/**
 * Issued certificates (issue 15; docs/decisions/0066): stored with their facts and the facts'
 * SHA-256, read back by number, listed and revoked by staff. Never deleted.
 */

/** JSON with every object's keys sorted (recursively): the same facts always hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function factsSha256(facts: CertificateFacts): string {
  return createHash("sha256").update(canonicalJson(facts), "utf8").digest("hex");
}

/**
 * A random number: each of 12 random bytes picks one of the 32 characters (256 is a multiple of
 * 32, so every character is equally likely): 60 bits, no sequence to guess from.
 */
export function randomCertificateNumber(): string {
  const bytes = randomBytes(CERTIFICATE_RANDOM_LENGTH);
  const alphabet = CERTIFICATE_NUMBER_ALPHABET;
  return formatCertificateNumber(
    Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join(""),
  );
}

const NUMBER_ATTEMPTS = 5;

export type IssuedCertificate = {
  number: string;
  issuedAt: Date;
  sha256: string;
  facts: CertificateFacts;
};

/** Stores the facts under a fresh number (another on the rare clash with an existing one). */
export async function storeCertificate(
  db: Db,
  row: { customerId: string; facts: CertificateFacts; issuedBy: string | null },
): Promise<IssuedCertificate> {
  const sha256 = factsSha256(row.facts);
  for (let attempt = 1; ; attempt += 1) {
    const number = randomCertificateNumber();
    try {
      const [stored] = await db
        .insert(certificates)
        .values({
          number,
          customerId: row.customerId,
          kind: row.facts.kind,
          periodStart: row.facts.periodStart,
          periodEnd: row.facts.periodEnd,
          facts: row.facts,
          factsSha256: sha256,
          issuedBy: row.issuedBy,
        })
        .returning({ issuedAt: certificates.issuedAt });
      if (!stored) throw new Error("insert returned no row");
      return { number, issuedAt: stored.issuedAt, sha256, facts: row.facts };
    } catch (error) {
      if (attempt < NUMBER_ATTEMPTS && isUniqueViolation(error, "certificates_number_unique")) {
        continue;
      }
      throw error;
    }
  }
}

export type StoredCertificate = {
  id: string;
  number: string;
  customerId: string;
  issuedAt: Date;
  sha256: string;
  facts: CertificateFacts;
  revokedAt: Date | null;
  revokedReason: string;
};

export async function findCertificate(db: Db, number: string): Promise<StoredCertificate | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.number, number));
  if (!row) return null;
  return {
    id: row.id,
    number: row.number,
    customerId: row.customerId,
    issuedAt: row.issuedAt,
    sha256: row.factsSha256,
    facts: certificateFactsSchema.parse(row.facts),
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason,
  };
}

const adminColumns = {
  number: certificates.number,
  kind: certificates.kind,
  customerId: certificates.customerId,
  // As issued (the facts name the business), so the list shows what the paper says.
  customerCode: sql<string>`${certificates.facts}->>'customerCode'`,
  businessName: sql<string>`${certificates.facts}->>'businessName'`,
  periodStart: sql<string | null>`to_char(${certificates.periodStart}, 'YYYY-MM-DD')`,
  periodEnd: sql<string>`to_char(${certificates.periodEnd}, 'YYYY-MM-DD')`,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  revokedReason: certificates.revokedReason,
};
type AdminRow = {
  number: string;
  kind: string;
  customerId: string;
  customerCode: string;
  businessName: string;
  periodStart: string | null;
  periodEnd: string;
  issuedAt: Date;
  revokedAt: Date | null;
  revokedReason: string;
};

function adminView(row: AdminRow): AdminCertificate {
  return {
    number: row.number,
    kind: row.kind as CertificateKind,
    customerCode: row.customerCode,
    businessName: row.businessName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedAt: new Date(row.issuedAt).toISOString(),
    revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
    revokedReason: row.revokedReason,
  };
}

/** Staff's list, newest first; `customerCode` narrows it to one business (case-insensitive). */
export async function listCertificates(
  db: Db,
  filter: { customerCode?: string; page: number; pageSize: number },
): Promise<{ items: AdminCertificate[]; total: number }> {
  let where: SQL | undefined;
  if (filter.customerCode) {
    const customer = await findCustomerByCode(db, filter.customerCode);
    if (!customer) return { items: [], total: 0 };
    where = eq(certificates.customerId, customer.id);
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(certificates)
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.number))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(certificates).where(where),
  ]);
  return { items: rows.map(adminView), total: total?.n ?? 0 };
}

export type RevokeOutcome =
  | { status: "revoked"; certificate: AdminCertificate }
  | { status: "missing" }
  | { status: "already"; certificate: AdminCertificate };

/** Revokes with a reason and audits it, in one transaction; a second revoke changes nothing. */
export async function revokeCertificate(
  db: Db,
  number: string,
  reason: string,
  actor: AuditActor,
): Promise<RevokeOutcome> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(adminColumns)
      .from(certificates)
      .where(eq(certificates.number, number))
      .for("update");
    if (!before) return { status: "missing" as const };
    if (before.revokedAt) return { status: "already" as const, certificate: adminView(before) };
    await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: actor.id })
      .where(and(eq(certificates.number, number), sql`${certificates.revokedAt} is null`));
    const [after] = await tx
      .select(adminColumns)
      .from(certificates)
      .where(eq(certificates.number, number));
    if (!after) throw new Error("revoked certificate vanished");
    await recordAudit(tx, {
      actor,
      entity: "certificate",
      entityId: number,
      customerId: before.customerId,
      action: "revoke",
      before: adminView(before),
      after: adminView(after),
    });
    return { status: "revoked" as const, certificate: adminView(after) };
  });
}

// ---- restatements (issue 25; docs/decisions/0077) ----

/** An issued, unrevoked certificate whose period reaches into `from`..`to` (its facts as issued). */
export type CertificateToRestate = {
  id: string;
  number: string;
  customerId: string;
  facts: CertificateFacts;
};

/**
 * The unrevoked certificates whose period has a day in `from`..`to` (a null start: from the
 * first collection), oldest issue first: the ones a back-dated method version can restate.
 */
export async function certificatesOverlapping(
  db: Db,
  days: { from: string; to: string },
): Promise<CertificateToRestate[]> {
  const rows = await db
    .select({
      id: certificates.id,
      number: certificates.number,
      customerId: certificates.customerId,
      facts: certificates.facts,
    })
    .from(certificates)
    .where(
      and(
        isNull(certificates.revokedAt),
        gte(certificates.periodEnd, days.from),
        or(isNull(certificates.periodStart), sql`${certificates.periodStart} <= ${days.to}::date`),
      ),
    )
    .orderBy(asc(certificates.issuedAt), asc(certificates.number));
  return rows.map((row) => ({ ...row, facts: certificateFactsSchema.parse(row.facts) }));
}

/** Records a restatement of a certificate's figures, in the caller's transaction. */
export async function recordRestatement(
  db: Db,
  row: {
    certificateId: string;
    restatedOn: string;
    methodId: string;
    methodLabel: string;
    figures: CertificateFigure[];
  },
): Promise<void> {
  await db.insert(certificateRestatements).values(row);
}

/** A certificate's restatements, oldest first. */
export async function restatementsOf(
  db: Db,
  certificateId: string,
): Promise<CertificateRestatement[]> {
  const rows = await db
    .select({
      restatedOn: sql<string>`to_char(${certificateRestatements.restatedOn}, 'YYYY-MM-DD')`,
      methodId: certificateRestatements.methodId,
      methodLabel: certificateRestatements.methodLabel,
      figures: certificateRestatements.figures,
    })
    .from(certificateRestatements)
    .where(eq(certificateRestatements.certificateId, certificateId))
    .orderBy(asc(certificateRestatements.createdAt), asc(certificateRestatements.id));
  return rows.map((row) => ({ ...row, figures: row.figures as CertificateFigure[] }));
}
