import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { TEST_PASSWORD } from "#api-test/console-calls.ts";
import { multipartBody, type Part } from "#api-test/multipart.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/**
 * Strict input (issue 30): an unknown query key or body field answers 400 naming it, so a typo
 * (`startdate=`) surfaces instead of silently giving the default; SPEC.md §7's calls, with their
 * own keys, still answer 200 (decision 0094, amendment of 2026-11-27).
 */
describe("unknown query keys and body fields", () => {
  let ctx: TestContext;
  let customer: string;
  let staff: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const business = await aCustomer(ctx.database.db, { code: "FC-7201", name: "Strict Café" });
    await aLogin(ctx.database.db, {
      email: "owner@strict.example",
      name: "O",
      role: "customer",
      customerId: business.id,
    });
    await aLogin(ctx.database.db, { email: "staff@strict.example", name: "S", role: "admin" });
    customer = await sessionCookieFor(ctx.app, "owner@strict.example", TEST_PASSWORD);
    staff = await sessionCookieFor(ctx.app, "staff@strict.example", TEST_PASSWORD);
  });
  afterAll(() => ctx?.close());

  const get = (url: string, cookie: string) => ctx.app.inject({ url, headers: { cookie } });

  it("answers a typo in a query key 400 naming it, instead of the default period", async () => {
    const res = await get(
      "/api/get_customer_specific_stats?startdate=2025-01-01&endDate=2025-01-31",
      customer,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: "/problems/validation",
      status: 400,
      // The typo named, and the real key it was meant to be reported missing beside it.
      errors: [
        { field: "startdate", message: "is not a query parameter of this endpoint" },
        { field: "startDate", message: "is required with endDate" },
      ],
    });
    expect(res.json().detail).toContain("startdate: is not a query parameter of this endpoint");
  });

  it("refuses a key on an endpoint that takes none, and a cache-buster", async () => {
    const none = await get("/api/get_green_impact?foo=1", customer);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: "foo", message: "is not a query parameter of this endpoint" },
    ]);
    const buster = await get(
      "/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31&_=1732670000000",
      customer,
    );
    expect(buster.statusCode).toBe(400);
    expect(buster.json().errors).toEqual([
      { field: "_", message: "is not a query parameter of this endpoint" },
    ]);
  });

  it("answers an unknown body field 400 naming it, each one", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact_messages",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        name: "Asha Mehta",
        email: "asha@example.com",
        message: "We would like a kiosk at our café.",
        website: "",
        nmae: "typo",
        role: "admin",
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "nmae", message: "is not a field of this endpoint's body" },
      { field: "role", message: "is not a field of this endpoint's body" },
    ]);
  });

  const send = (method: "PATCH" | "POST", url: string, body: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: staff, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const FACTORS = {
    toxicWasteKgPerButtKg: { value: 0.8, source: "Study B (2026)" },
    microplasticKgPerButtKg: { value: 0.5, source: "Study C (2026)" },
    waterLitresPerButt: { value: 400, source: "Study D (2026)" },
  };

  it("answers an unknown field inside a nested object 400 naming its path, and stores nothing", async () => {
    const before = (await get("/api/admin/settings", staff)).json();
    const res = await send("PATCH", "/api/admin/settings", {
      impactFactors: {
        effectiveFrom: "2026-04-01",
        ...FACTORS,
        // Two levels down: a factor's own object.
        waterLitresPerButt: { value: 400, source: "Study D (2026)", sorce: "typo" },
        waterPerButt: 400,
      },
      socialImpact: { unskilledEmployment: 10, stayAtHomeMothers: 10, mothers: 3 },
      // A refined object (high must not be below low) is strict too.
      partnerRates: { lowPerKg: 200, highPerKg: 400, exampleKgPerMonth: 10, currency: "INR" },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: "impactFactors.waterLitresPerButt.sorce",
        message: "is not a field of this endpoint's body",
      },
      { field: "impactFactors.waterPerButt", message: "is not a field of this endpoint's body" },
      { field: "socialImpact.mothers", message: "is not a field of this endpoint's body" },
      { field: "partnerRates.currency", message: "is not a field of this endpoint's body" },
    ]);
    expect(res.json().detail).toContain(
      "impactFactors.waterLitresPerButt.sorce: is not a field of this endpoint's body",
    );
    expect((await get("/api/admin/settings", staff)).json()).toEqual(before);
  });

  it("takes the same nested objects without the unknown fields", async () => {
    const preview = await send("POST", "/api/admin/settings/impact_factors/preview", {
      effectiveFrom: "2026-04-01",
      ...FACTORS,
      waterLitresPerButt: { value: 400, source: "Study D (2026)", unit: "L" },
    });
    expect(preview.statusCode, preview.body).toBe(400);
    expect(preview.json().errors).toEqual([
      { field: "waterLitresPerButt.unit", message: "is not a field of this endpoint's body" },
    ]);
    const fine = await send("POST", "/api/admin/settings/impact_factors/preview", {
      effectiveFrom: "2026-04-01",
      ...FACTORS,
    });
    expect(fine.statusCode, fine.body).toBe(200);
    const saved = await send("PATCH", "/api/admin/settings", {
      socialImpact: { unskilledEmployment: 12, stayAtHomeMothers: 7 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().socialImpact).toEqual({ unskilledEmployment: 12, stayAtHomeMothers: 7 });
  });

  it("refuses an unknown field of a multipart upload as of a JSON body, and keeps no file", async () => {
    const [type] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into media_event_types (name) values ('Strict drive') returning id`,
    );
    const upload = (extra: Part[]) =>
      multipartBody([
        { name: "customerId", value: "FC-7201" },
        { name: "eventTypeId", value: String(type?.id) },
        ...extra,
        { name: "file", filename: "drive.pdf", data: Buffer.from("%PDF-1.7 drive") },
      ]);
    const send = (body: ReturnType<typeof multipartBody>) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/admin/media",
        headers: { cookie: staff, "content-type": body.contentType },
        payload: body.body,
      });
    const files = async () =>
      (await readdir(path.join(ctx.dataDir, "media"), { recursive: true }).catch(() => [])).length;
    const stored = async () =>
      (
        await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from media`)
      )[0]?.n;
    const before = await files();
    const refused = await send(upload([{ name: "titel", value: "Drive" }]));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: "Invalid upload: titel: is not a field of this endpoint's body",
      errors: [{ field: "titel", message: "is not a field of this endpoint's body" }],
    });
    expect(await stored()).toBe(0);
    expect(await files()).toBe(before);
    // The same upload without it is taken.
    const taken = await send(upload([]));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await stored()).toBe(1);
    expect(await files()).toBeGreaterThan(before);
  });

  it("still answers SPEC.md's calls with their own keys, and staff's customerId", async () => {
    const calls = [
      "/api/get_green_impact",
      "/api/get_customer_specific_stats",
      "/api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-01-31",
      "/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31",
      "/api/get_customer_videos",
    ];
    const statuses: Record<string, number> = {};
    for (const url of calls) statuses[url] = (await get(url, customer)).statusCode;
    for (const url of calls.slice(0, 4)) {
      const named = `${url}${url.includes("?") ? "&" : "?"}customerId=FC-7201`;
      statuses[`staff ${named}`] = (await get(named, staff)).statusCode;
    }
    statuses["/api/customer_logout"] = (await get("/api/customer_logout", customer)).statusCode;
    expect(statuses).toEqual({
      "/api/get_green_impact": 200,
      "/api/get_customer_specific_stats": 200,
      "/api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-01-31": 200,
      "/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31": 200,
      "/api/get_customer_videos": 200,
      "staff /api/get_green_impact?customerId=FC-7201": 200,
      "staff /api/get_customer_specific_stats?customerId=FC-7201": 200,
      "staff /api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-01-31&customerId=FC-7201": 200,
      "staff /api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31&customerId=FC-7201": 200,
      "/api/customer_logout": 200,
    });
  });
});
