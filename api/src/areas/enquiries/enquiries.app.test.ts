import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { outboxDir } from "../mail/mailer.ts";

const PASSWORD = "Correct-Horse-1";
const STAFF_EMAIL = "enquiries@filtercycle.test";

/** The forms and the inbox as the built app wires them: real sessions, real outbox. */
describe("enquiries in the app", () => {
  let ctx: TestContext;
  const cookieFor = (email: string) => sessionCookieFor(ctx.app, email, PASSWORD);

  beforeAll(async () => {
    ctx = await createTestContext({ env: { STAFF_EMAIL, PUBLIC_URL: "http://site.test" } });
    const db = ctx.database.db;
    const customer = await createCustomer(db, {
      code: "FC-7001",
      name: "Kiosk Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    await createLogin(db, {
      email: "owner@cafe.example",
      name: "Owner",
      password: PASSWORD,
      role: "customer",
      customerId: customer.id,
    });
    await createLogin(db, {
      email: "staff@ft.example",
      name: "Staff",
      password: PASSWORD,
      role: "admin",
    });
  });
  afterAll(() => ctx.close());

  it("stores a contact message, e-mails STAFF_EMAIL and shows it only to staff", async () => {
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/contact_messages",
      headers: { "content-type": "application/json", origin: "http://site.test" },
      payload: JSON.stringify({
        name: "Asha Patel",
        email: "asha@example.com",
        message: "Can you place a kiosk at our college canteen?",
        website: "",
      }),
    });
    expect(sent.statusCode).toBe(201);

    // The staff e-mail goes out after the answer; wait for it in the outbox.
    let mail = "";
    for (let i = 0; i < 50 && mail === ""; i++) {
      const files = await readdir(outboxDir(ctx.dataDir)).catch(() => []);
      if (files.length > 0) mail = await readFile(`${outboxDir(ctx.dataDir)}/${files[0]}`, "utf8");
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toContain(`To: ${STAFF_EMAIL}`);
    expect(mail).toContain("Asha Patel");
    expect(mail).toContain("http://site.test/admin");

    expect((await ctx.app.inject({ url: "/api/admin/inbox" })).statusCode).toBe(401);
    const asCustomer = await ctx.app.inject({
      url: "/api/admin/inbox",
      headers: { cookie: await cookieFor("owner@cafe.example") },
    });
    expect(asCustomer.statusCode).toBe(403);

    const asStaff = await ctx.app.inject({
      url: "/api/admin/inbox",
      headers: { cookie: await cookieFor("staff@ft.example") },
    });
    expect(asStaff.statusCode).toBe(200);
    const inbox = asStaff.json();
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({
      kind: "contact",
      name: "Asha Patel",
      email: "asha@example.com",
      message: "Can you place a kiosk at our college canteen?",
    });
  });

  it("refuses a form posted from another site (CSRF) and stores nothing", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/partner_applications",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: JSON.stringify({}),
    });
    expect(res.statusCode).toBe(403);
    const inbox = await ctx.app.inject({
      url: "/api/admin/inbox?kind=partner",
      headers: { cookie: await cookieFor("staff@ft.example") },
    });
    expect(inbox.json().items).toHaveLength(0);
  });

  it("serves the public impact figures anonymously", async () => {
    const res = await ctx.app.inject({ url: "/api/public_impact" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("max-age=");
  });
});
