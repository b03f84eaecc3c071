import { randomBytes, randomUUID } from "node:crypto";
import type { BusinessRole, StaffRole } from "@filtercycle/contract/accounts/account-rules";
import type { Language } from "@filtercycle/contract/languages";
import { and, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { findCustomerByCode } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { users } from "./accounts.tables.ts";
import type { Auth } from "./auth.ts";

export const INVITATION_DAYS = 7;

/** The 409 of an address that already has a login (or, in a team, an invitation). */
export function loginExists(email: string): HttpError {
  return new HttpError(409, `A login for ${email} already exists. Send a password reset instead.`, [
    { field: "email", message: "already has a login" },
  ]);
}

/** True when the business already has an owner login (an invitation not accepted counts). */
async function hasOwner(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.businessRole, "owner")))
    .limit(1);
  return row !== undefined;
}

/** The business an invited customer login is bound to (null for a staff login). */
export type InvitedBusiness = { id: string; name: string; code: string } | null;

/**
 * A new single-use link (valid 7 days) with which a login without a password sets one. The link
 * is a password-reset token, so it goes through better-auth's reset (stored hashed, consumed once)
 * like any other.
 */
export async function createInvitationLink(
  auth: Auth,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Creates a login without a password (a customer's, bound to `business`, or a staff login when
 * `business` is null) and its invitation link; audited as the staff member `actor`'s change.
 */
export async function inviteLogin(
  db: Db,
  auth: Auth,
  actor: AuditActor,
  invitation: {
    email: string;
    name: string;
    business: InvitedBusiness;
    /** A customer login's role; by default the business's first login is its owner (issue 14). */
    businessRole?: BusinessRole;
    /** A staff login's role (issue 28); admin by default. */
    staffRole?: StaffRole;
    /**
     * The login's language, chosen by the inviter (issue 29; decision 0096, amendment of
     * 2026-11-27); without it the login has none yet (null: English until it chooses).
     */
    language?: Language;
  },
): Promise<{ userId: string; token: string; expiresAt: Date; createdAt: Date }> {
  const email = invitation.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw loginExists(email);
  const userId = randomUUID();
  const business = invitation.business;
  const role = business ? "customer" : (invitation.staffRole ?? "admin");
  const createdAt = await db.transaction(async (tx) => {
    const businessRole = business
      ? (invitation.businessRole ?? ((await hasOwner(tx, business.id)) ? "viewer" : "owner"))
      : null;
    const [row] = await tx
      .insert(users)
      .values({
        id: userId,
        email,
        name: invitation.name,
        role,
        customerId: business?.id ?? null,
        businessRole,
        language: invitation.language ?? null,
      })
      .returning({ createdAt: users.createdAt });
    await recordAudit(tx, {
      actor,
      entity: "login",
      entityId: userId,
      customerId: business?.id ?? null,
      action: "invite",
      before: null,
      after: {
        email,
        name: invitation.name,
        role,
        businessRole,
        customerCode: business?.code ?? null,
        // Only when the inviter chose one: the record of an invitation without it is as before.
        ...(invitation.language ? { language: invitation.language } : {}),
      },
    });
    return row?.createdAt ?? new Date();
  });
  const link = await createInvitationLink(auth, userId);
  return { userId, createdAt, ...link };
}

/** A customer login invited by the business's public code (POST /api/admin/invitations). */
export async function inviteCustomerLogin(
  db: Db,
  auth: Auth,
  actor: AuditActor,
  invitation: { email: string; name: string; customerCode: string; language?: Language },
): Promise<{ userId: string; token: string; expiresAt: Date; businessName: string }> {
  const customer = await findCustomerByCode(db, invitation.customerCode);
  if (!customer) {
    throw new HttpError(400, `No business has the customer ID "${invitation.customerCode}".`, [
      { field: "customerId", message: "no business has this customer ID" },
    ]);
  }
  const invited = await inviteLogin(db, auth, actor, {
    email: invitation.email,
    name: invitation.name,
    business: customer,
    ...(invitation.language ? { language: invitation.language } : {}),
  });
  return { ...invited, businessName: customer.name };
}
