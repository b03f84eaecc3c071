import {
  maskAccountNumber,
  PAYEE_FIELD_LABELS,
  type PayeeDetails,
  type PayeeFields,
} from "@filtercycle/contract/money/money";
import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import type { Db } from "#api/db/database.ts";
import type { Notify } from "#api/lib/notices.ts";
import { payeeDetails } from "./money.tables.ts";

/**
 * A business's payee details (issue 25, docs/decisions/0078): where its payouts are paid. Only
 * admins read or change them (the staff scope); each change is audited with the account number
 * masked (the audit log is kept forever and will be read by more roles than admins) and mailed
 * to the business's owners through the job queue, in the change's transaction.
 */

type Row = typeof payeeDetails.$inferSelect;
const FIELDS = Object.keys(PAYEE_FIELD_LABELS) as (keyof PayeeFields)[];

const NONE: PayeeFields = {
  accountHolderName: "",
  bankAccountNumber: "",
  ifsc: "",
  upiId: "",
  pan: "",
  gstin: "",
};

const fieldsOf = (row: Row | undefined): PayeeFields =>
  row
    ? {
        accountHolderName: row.accountHolderName,
        bankAccountNumber: row.bankAccountNumber,
        ifsc: row.ifsc,
        upiId: row.upiId,
        pan: row.pan,
        gstin: row.gstin,
      }
    : NONE;

const toDetails = (row: Row | undefined): PayeeDetails => ({
  ...fieldsOf(row),
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedBy: row?.updatedBy ?? null,
});

/** What the audit log keeps: everything but the account number's digits before its last 4. */
const auditView = (fields: PayeeFields) => ({
  ...fields,
  bankAccountNumber: maskAccountNumber(fields.bankAccountNumber),
});

export async function payeeFieldsOf(db: Db, customerId: string): Promise<PayeeFields> {
  const [row] = await db.select().from(payeeDetails).where(eq(payeeDetails.customerId, customerId));
  return fieldsOf(row);
}

export async function payeeDetailsOf(db: Db, customerId: string): Promise<PayeeDetails> {
  const [row] = await db.select().from(payeeDetails).where(eq(payeeDetails.customerId, customerId));
  return toDetails(row);
}

/**
 * Replaces the details. Saving the same details again changes nothing: no audit entry, no mail.
 * The row is locked (or created) first, so two saves at once each see the other's result.
 */
export async function putPayeeDetails(
  db: Db,
  customer: { id: string; code: string },
  fields: PayeeFields,
  actor: AuditActor,
  notify: Notify,
): Promise<PayeeDetails> {
  return db.transaction(async (tx) => {
    await tx
      .insert(payeeDetails)
      .values({ customerId: customer.id, version: 0 })
      .onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(payeeDetails)
      .where(eq(payeeDetails.customerId, customer.id))
      .for("update");
    if (!before) throw new Error("payee details row missing after insert");
    const old = before.version === 0 ? NONE : fieldsOf(before);
    const changed = FIELDS.filter((field) => old[field] !== fields[field]);
    if (changed.length === 0) {
      // A first save of nothing leaves no row behind.
      if (before.version === 0)
        await tx.delete(payeeDetails).where(eq(payeeDetails.customerId, customer.id));
      return toDetails(before.version === 0 ? undefined : before);
    }
    const now = new Date();
    const [row] = await tx
      .update(payeeDetails)
      .set({ ...fields, version: before.version + 1, updatedBy: actor.name, updatedAt: now })
      .where(eq(payeeDetails.customerId, customer.id))
      .returning();
    if (!row) throw new Error("payee details update returned no row");
    await recordAudit(tx, {
      actor,
      entity: "payee details",
      entityId: customer.code,
      customerId: customer.id,
      action: before.version === 0 ? "create" : "update",
      before: before.version === 0 ? null : auditView(old),
      after: auditView(fields),
    });
    await notify(tx, {
      kind: "payeeChanged",
      customerId: customer.id,
      version: row.version,
      fields: changed.map((field) => PAYEE_FIELD_LABELS[field]),
      changedAt: now.toISOString(),
    });
    return toDetails(row);
  });
}
