import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { findCustomerByCode } from "../customers/customers.service.ts";
import { users } from "./accounts.tables.ts";
import type { Auth } from "./auth.ts";

export const INVITATION_DAYS = 7;

/**
 * Creates a customer login without a password and a single-use link (valid 7 days) with which the
 * invitee sets one. The link is a password-reset token, so it goes through better-auth's reset
 * (stored hashed, consumed once) like any other.
 */
export async function inviteCustomerLogin(
  db: Db,
  auth: Auth,
  invitation: { email: string; name: string; customerCode: string },
): Promise<{ userId: string; token: string; expiresAt: Date; businessName: string }> {
  const customer = await findCustomerByCode(db, invitation.customerCode);
  if (!customer) {
    throw new HttpError(400, `No business has the customer ID "${invitation.customerCode}".`, [
      { field: "customerId", message: "no business has this customer ID" },
    ]);
  }
  const email = invitation.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    throw new HttpError(
      409,
      `A login for ${email} already exists. Send a password reset instead.`,
      [{ field: "email", message: "already has a login" }],
    );
  }

  const userId = randomUUID();
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(users).values({
    id: userId,
    email,
    name: invitation.name,
    role: "customer",
    customerId: customer.id,
  });
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  return { userId, token, expiresAt, businessName: customer.name };
}
