import { randomBytes, randomUUID } from "node:crypto";
import {
  type CustomerCreate,
  customerCreateSchema,
  loginInviteSchema,
} from "@filtercycle/contract/customers/admin-customers";
import { type KioskCreate, kioskCreateSchema } from "@filtercycle/contract/kiosks/kiosks";
import { accounts, users } from "#api/areas/accounts/accounts.tables.ts";
import { createCustomer } from "#api/areas/customers/customers.service.ts";
import { addKiosk } from "#api/areas/impact/impact.service.ts";
import type { Db } from "#api/db/database.ts";
import { TEST_PASSWORD } from "./console-calls.ts";

/**
 * Test builders (decision 0081): a business, a kiosk and a login in one line each, with valid
 * defaults a test overrides where it matters. Their inputs go through the contract's zod schemas
 * (what the console's API accepts), so a builder cannot make data the product would refuse.
 */

/** A code no other builder call in this file gives: FC-T1A2B3C. */
const uniqueCode = () => `FC-T${randomBytes(3).toString("hex").toUpperCase()}`;

/**
 * A business, as POST /api/admin/customers would take it (customerCreateSchema), with its `code`
 * (the console gives one; default: a unique FC-T…). Answers the stored row.
 */
export async function aCustomer(db: Db, fields: Partial<CustomerCreate> & { code?: string } = {}) {
  const { code = uniqueCode(), ...rest } = fields;
  const valid = customerCreateSchema.parse({
    name: "Builder Café",
    city: "Ahmedabad",
    state: "Gujarat",
    pincode: "380001",
    serviceType: "Kiosk Collection",
    businessType: "Café & Restaurant",
    benefitRatePerKg: 0, // the table's default
    ...rest,
  });
  return createCustomer(db, {
    ...valid,
    code,
    benefitRatePerKg: valid.benefitRatePerKg.toFixed(2),
    latitude: valid.latitude?.toFixed(6) ?? null,
    longitude: valid.longitude?.toFixed(6) ?? null,
  });
}

/**
 * A kiosk of `customer`, as POST /api/admin/customers/{code}/kiosks would take it
 * (kioskCreateSchema; default: installed 2024-01-01, a unique serial), optionally removed.
 */
export async function aKiosk(
  db: Db,
  customer: { id: string },
  fields: Partial<KioskCreate> & { removedOn?: string | null } = {},
) {
  const { removedOn = null, ...rest } = fields;
  const valid = kioskCreateSchema.parse({
    label: "Builder kiosk",
    serial: `SN-${randomBytes(4).toString("hex")}`,
    installedOn: "2024-01-01",
    ...rest,
  });
  const { capacityKg, ...kiosk } = valid;
  return addKiosk(db, {
    ...kiosk,
    customerId: customer.id,
    removedOn,
    capacityKg: capacityKg == null ? null : capacityKg.toFixed(3),
  });
}

/**
 * argon2id of TEST_PASSWORD ("Correct-Horse-1") at the tests' cost (m=64,t=1,p=1), made once:
 * a login made by `aLogin` costs no hashing, and still signs in with TEST_PASSWORD.
 */
export const TEST_PASSWORD_HASH =
  "$argon2id$v=19$m=64,t=1,p=1$N/TrwLxPAr5OnJAQ5ySlhg$d/HSAfLNmNKgqVrWdV6aS2uJsLyEQapaZrh6F9FOs+c";

/**
 * A login with TEST_PASSWORD, as the console invites one (loginInviteSchema: e-mail and name;
 * default: a unique address): staff with `role: "admin"` or `"collector"`, else a business's owner or viewer.
 * Stored as accounts.service.ts `createLogin` stores it, with the pre-made hash.
 */
export async function aLogin(
  db: Db,
  login: { email?: string; name?: string } & (
    | { role: "customer"; customerId: string; businessRole?: "owner" | "viewer" }
    | { role: "admin" | "collector"; customerId?: undefined; businessRole?: undefined }
  ),
): Promise<{ id: string; email: string; password: string }> {
  const { email, name } = loginInviteSchema.parse({
    email: login.email ?? `login-${randomBytes(4).toString("hex")}@builder.example`,
    name: login.name ?? "Builder Login",
  });
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email,
      name,
      emailVerified: true,
      role: login.role,
      customerId: login.customerId ?? null,
      businessRole: login.role === "customer" ? (login.businessRole ?? "owner") : null,
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: TEST_PASSWORD_HASH,
    });
  });
  return { id, email, password: TEST_PASSWORD };
}
