import { createCollection } from "../src/areas/collections/collections.service.ts";
import { createCustomer } from "../src/areas/customers/customers.service.ts";
import { addKiosk } from "../src/areas/impact/impact.service.ts";
import { collectionCredits } from "../src/areas/money/index.ts";
import { injectJson, signedInLogin } from "./console-calls.ts";
import type { TestContext } from "./test-app.ts";

/**
 * Three businesses, each with one collection and an approved payout request (hand-computed):
 *   FC-8101 Terrace Café  ₹300.00/kg × 2.005 kg = ₹601.50; asks ₹500.00   (bank account)
 *   FC-8102 @Sum Café     ₹250.00/kg × 1.234 kg = ₹308.50; asks ₹300.25   (UPI only)
 *   FC-8103 Corner Stall  ₹100.00/kg × 1.500 kg = ₹150.00; asks ₹100.00   (no payee details)
 * Payee details and requests are made through the API by the test; this seeds the ledger and
 * the logins: staff (admin) and each business's owner.
 */
export async function seedPayoutBusinesses(ctx: TestContext) {
  const db = ctx.database.db;
  const actor = { id: null, name: "Asha" };
  const business = async (code: string, name: string, rate: string, kg: number, n: number) => {
    const row = await createCustomer(db, {
      code,
      name,
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: rate,
    });
    const kiosk = await addKiosk(db, {
      customerId: row.id,
      label: `${name} kiosk`,
      installedOn: "2026-01-01",
    });
    await db.transaction((tx) =>
      createCollection(tx, collectionCredits, kiosk, { date: "2026-11-03", buttsKg: kg }, actor),
    );
    const owner = await signedInLogin(ctx, {
      email: `owner${n}@biz.example`,
      name: `Owner ${n}`,
      role: "customer",
      customerId: row.id,
    });
    return { id: row.id, code, owner: owner.cookie };
  };
  const terrace = await business("FC-8101", "Terrace Café", "300.00", 2.005, 1);
  const sum = await business("FC-8102", "@Sum Café", "250.00", 1.234, 2);
  const corner = await business("FC-8103", "Corner Stall", "100.00", 1.5, 3);
  const staff = (
    await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha", role: "admin" })
  ).cookie;
  return { terrace, sum, corner, staff };
}

/** An owner's payout request of `amount`, approved by staff: its id. */
export async function approvedRequest(
  ctx: TestContext,
  owner: string,
  staff: string,
  amount: number,
): Promise<number> {
  const made = await injectJson(ctx.app, "POST", "/api/payout_requests", { amount }, owner);
  if (made.statusCode !== 201) throw new Error(`request: ${made.statusCode} ${made.body}`);
  const id = made.json().id as number;
  const approved = await injectJson(
    ctx.app,
    "POST",
    `/api/admin/payout_requests/${id}/approve`,
    undefined,
    staff,
  );
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.statusCode}`);
  return id;
}

/** Terrace's bank account and Sum Café's UPI ID, as the console saves them. */
export async function savePayees(ctx: TestContext, staff: string) {
  const put = async (code: string, body: unknown) => {
    const res = await injectJson(ctx.app, "PUT", `/api/admin/customers/${code}/payee`, body, staff);
    if (res.statusCode !== 200) throw new Error(`payee: ${res.statusCode} ${res.body}`);
  };
  await put("FC-8101", {
    accountHolderName: "Terrace Café, LLP",
    bankAccountNumber: "50100123456789",
    ifsc: "HDFC0001234",
  });
  await put("FC-8102", { upiId: "sumcafe@okicici" });
}
