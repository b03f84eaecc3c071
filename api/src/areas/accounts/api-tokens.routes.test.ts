import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_LOGIN,
} from "@filtercycle/contract/accounts/api-token-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { logRedactPaths, serializeRequest } from "#api/http/log-redaction.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { seedDashboardFixtures } from "../impact/dashboard.fixtures.ts";
import { createLogin } from "./accounts.service.ts";

const PASSWORD = "Correct-Horse-1";
const OWNER_A = "owner@a.example";
const VIEWER_A = "viewer@a.example";
const OWNER_B = "owner@b.example";
const STAFF = "staff@fc.example";

type TokenItem = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

describe("personal access tokens", () => {
  let ctx: TestContext;
  const log: string[] = [];
  let business: { a: string; b: string };

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    // The product's redaction and request serializer, at the most talkative level.
    ctx = await createTestContext({
      logger: {
        level: "trace",
        stream,
        redact: { paths: logRedactPaths, censor: "[redacted]" },
        serializers: { req: serializeRequest },
      },
    });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    log.length = 0;
    business = await seedDashboardFixtures(ctx.database.db);
    const db = ctx.database.db;
    await createLogin(db, {
      email: OWNER_A,
      name: "Asha",
      password: PASSWORD,
      role: "customer",
      customerId: business.a,
    });
    await createLogin(db, {
      email: VIEWER_A,
      name: "Vik",
      password: PASSWORD,
      role: "customer",
      customerId: business.a,
      businessRole: "viewer",
    });
    await createLogin(db, {
      email: OWNER_B,
      name: "Bela",
      password: PASSWORD,
      role: "customer",
      customerId: business.b,
    });
    await createLogin(db, { email: STAFF, name: "Sam", password: PASSWORD, role: "admin" });
  });

  const json = { "content-type": "application/json" };
  const create = (cookie: string, name: string, currentPassword = PASSWORD) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/account/api_tokens",
      headers: { cookie, ...json },
      payload: JSON.stringify({ name, currentPassword }),
    });
  const list = (cookie: string) =>
    ctx.app.inject({ url: "/api/account/api_tokens", headers: { cookie } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** A new token of `email`'s login, made through the API as the account page makes it. */
  const tokenOf = async (email: string, name = "Reporting script") => {
    const res = await create(await sessionCookieFor(ctx.app, email, PASSWORD), name);
    expect(res.statusCode).toBe(201);
    return res.json() as { token: string; item: TokenItem };
  };
  const tokenRows = () =>
    queryRows<Record<string, unknown>>(ctx.database.db, sql`select * from personal_access_tokens`);

  it("creates a token with the current password, shows it once and keeps only its SHA-256", async () => {
    const cookie = await sessionCookieFor(ctx.app, OWNER_A, PASSWORD);
    const res = await create(cookie, "  Power BI  ");
    expect(res.statusCode).toBe(201);
    const { token, item } = res.json() as { token: string; item: TokenItem };
    expect(token).toMatch(/^fcp_[A-Za-z0-9_-]{43}$/);
    expect(item).toEqual({
      id: expect.any(String),
      name: "Power BI",
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const listed = await list(cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ items: [item], revoked: [] });
    const hash = createHash("sha256").update(token).digest("base64url");
    expect(listed.body).not.toContain(token.slice(4));
    expect(listed.body).not.toContain(hash);

    const rows = await tokenRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hash);
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));
  });

  it("refuses a wrong password (400 naming currentPassword) and staff (403), storing nothing", async () => {
    const wrong = await create(
      await sessionCookieFor(ctx.app, OWNER_A, PASSWORD),
      "X",
      "Wrong-Horse-9",
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: "currentPassword", message: ACCOUNT_MESSAGES.wrongCurrentPassword },
    ]);
    const staff = await create(await sessionCookieFor(ctx.app, STAFF, PASSWORD), "Console script");
    expect(staff.statusCode).toBe(403);
    expect(staff.json().detail).toBe(API_TOKEN_MESSAGES.customersOnly);
    const blank = await create(await sessionCookieFor(ctx.app, OWNER_A, PASSWORD), "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: "name", message: "is required" }]);
    expect(await tokenRows()).toEqual([]);
  });

  it("counts wrong passwords like failed logins: the sixth in a minute gets 429", async () => {
    // A login of its own: the in-memory counts outlive the test.
    const email = "counted@a.example";
    await createLogin(ctx.database.db, {
      email,
      name: "Cal",
      password: PASSWORD,
      role: "customer",
      customerId: business.a,
    });
    const cookie = await sessionCookieFor(ctx.app, email, PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await create(cookie, "X", `Wrong-${i}-Horse`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The login form keeps its own count: the login still signs in.
    await sessionCookieFor(ctx.app, email, PASSWORD);
  });

  it("reads its own business's figures with Authorization: Bearer, and stamps the last use", async () => {
    const { token, item } = await tokenOf(OWNER_A);
    const res = await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Fixture Café", customerId: "FC-2001" });
    expect(String(res.headers["cache-control"]).split(/,\s*/)).toContain("no-store");
    // No cookie is set for a token's request: it is no browser session.
    expect(res.headers["set-cookie"]).toBeUndefined();

    const cookie = await sessionCookieFor(ctx.app, OWNER_A, PASSWORD);
    const used = ((await list(cookie)).json() as { items: TokenItem[] }).items[0];
    expect(used?.id).toBe(item.id);
    expect(used?.lastUsedAt).not.toBeNull();
    const usedAt = Date.parse(used?.lastUsedAt ?? "");
    expect(Date.now() - usedAt).toBeLessThan(60_000);

    // Within the minute, another call does not write again.
    await ctx.app.inject({ url: "/api/get_customer_specific_stats", headers: bearer(token) });
    const again = ((await list(cookie)).json() as { items: TokenItem[] }).items[0];
    expect(again?.lastUsedAt).toBe(used?.lastUsedAt);
    // A minute later it does.
    await ctx.database.db.execute(
      sql`update personal_access_tokens set last_used_at = now() - interval '2 minutes'`,
    );
    await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(token) });
    const later = ((await list(cookie)).json() as { items: TokenItem[] }).items[0];
    expect(Date.parse(later?.lastUsedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("never reads another business: the query cannot choose one, and B's token sees B only", async () => {
    const a = await tokenOf(OWNER_A);
    const chosen = await ctx.app.inject({
      url: "/api/get_green_impact?customerId=FC-2002",
      headers: bearer(a.token),
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ name: "Fixture Café", customerId: "FC-2001" });
    expect(chosen.body).not.toContain("Other Business");

    const b = await tokenOf(OWNER_B);
    const stats = await ctx.app.inject({
      url: "/api/get_customer_specific_stats",
      headers: bearer(b.token),
    });
    expect(stats.statusCode).toBe(200);
    // Business A's lifetime butts (23,500 in the fixtures) are not B's.
    expect(stats.json().cigaretteButtCollectionStats.tillDate.buttsNumber).not.toBe(23500);
    const impact = await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(b.token) });
    expect(impact.json()).toMatchObject({ name: "Other Business", customerId: "FC-2002" });
  });

  it("cannot write (403, whoever the login), reach the account routes or the console", async () => {
    const { token, item } = await tokenOf(OWNER_A);
    const writes = [
      { method: "POST" as const, url: "/api/payout_requests", payload: { amount: 10 } },
      {
        method: "POST" as const,
        url: "/api/account/api_tokens",
        payload: { name: "more", currentPassword: PASSWORD },
      },
      { method: "DELETE" as const, url: `/api/account/api_tokens/${item.id}` },
      { method: "PATCH" as const, url: "/api/impact_page", payload: { published: true } },
      { method: "PUT" as const, url: "/api/esg_pack/category", payload: {} },
      {
        method: "POST" as const,
        url: "/api/account/password",
        payload: { currentPassword: PASSWORD, newPassword: "Another-Horse-2" },
      },
    ];
    for (const write of writes) {
      const res = await ctx.app.inject({
        method: write.method,
        url: write.url,
        headers: { ...bearer(token), ...(write.payload ? json : {}) },
        ...(write.payload ? { payload: JSON.stringify(write.payload) } : {}),
      });
      expect([write.url, res.statusCode, res.json().detail]).toEqual([
        write.url,
        403,
        API_TOKEN_MESSAGES.readOnly,
      ]);
    }
    for (const url of [
      "/api/account/api_tokens",
      "/api/account/sessions",
      "/api/account/notifications",
    ]) {
      const res = await ctx.app.inject({ url, headers: bearer(token) });
      expect([url, res.statusCode, res.json().detail]).toEqual([
        url,
        403,
        API_TOKEN_MESSAGES.accountArea,
      ]);
    }
    for (const url of ["/api/admin/inbox", "/api/admin/customers", "/api/admin/overview"]) {
      const res = await ctx.app.inject({ url, headers: bearer(token) });
      expect([url, res.statusCode, res.json().detail]).toEqual([
        url,
        403,
        API_TOKEN_MESSAGES.staffArea,
      ]);
    }
    // Nothing was stored by any of them: still one token, still live, the password unchanged.
    expect(await tokenRows()).toHaveLength(1);
    expect((await tokenRows())[0]?.revoked_at).toBeNull();
    await sessionCookieFor(ctx.app, OWNER_A, PASSWORD);
  });

  it("answers 401 to a revoked, unknown or malformed token, and to a session's own token", async () => {
    const cookie = await sessionCookieFor(ctx.app, OWNER_A, PASSWORD);
    const { token, item } = await tokenOf(OWNER_A);
    expect(
      (await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(token) })).statusCode,
    ).toBe(200);

    const revoked = await ctx.app.inject({
      method: "DELETE",
      url: `/api/account/api_tokens/${item.id}`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({
      items: [],
      revoked: [
        {
          ...item,
          lastUsedAt: expect.any(String),
          revokedAt: expect.any(String),
          revokedReason: "revoked by you",
        },
      ],
    });
    const sessionToken = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] as string;
    for (const sent of [
      token,
      `fcp_${"A".repeat(43)}`,
      "fcp_",
      "",
      sessionToken,
      cookie.split("=")[1] as string,
    ]) {
      const res = await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(sent) });
      expect([sent, res.statusCode, res.json().detail]).toEqual([
        sent,
        401,
        API_TOKEN_MESSAGES.invalid,
      ]);
    }
    // A Bearer header is judged alone: a valid cookie beside a refused token does not let it in.
    const both = await ctx.app.inject({
      url: "/api/get_green_impact",
      headers: { ...bearer(token), cookie },
    });
    expect(both.statusCode).toBe(401);
    // Another scheme (a proxy's Basic) is not ours: the cookie decides.
    const basic = await ctx.app.inject({
      url: "/api/get_green_impact",
      headers: { authorization: "Basic dXNlcjpwYXNz", cookie },
    });
    expect(basic.statusCode).toBe(200);
    // Revoking it again: it is no longer the login's.
    const twice = await ctx.app.inject({
      method: "DELETE",
      url: `/api/account/api_tokens/${item.id}`,
      headers: { cookie },
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().detail).toBe(API_TOKEN_MESSAGES.notFound);
  });

  it("belongs to its login: others neither list nor revoke it; a viewer has tokens of its own", async () => {
    const owner = await tokenOf(OWNER_A, "Owner's script");
    const viewer = await tokenOf(VIEWER_A, "Viewer's sheet");
    const viewerCookie = await sessionCookieFor(ctx.app, VIEWER_A, PASSWORD);
    expect(
      ((await list(viewerCookie)).json() as { items: TokenItem[] }).items.map((t) => t.name),
    ).toEqual(["Viewer's sheet"]);
    for (const who of [viewerCookie, await sessionCookieFor(ctx.app, OWNER_B, PASSWORD)]) {
      const res = await ctx.app.inject({
        method: "DELETE",
        url: `/api/account/api_tokens/${owner.item.id}`,
        headers: { cookie: who },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);
    const viewerRead = await ctx.app.inject({ url: "/api/balance", headers: bearer(viewer.token) });
    expect(viewerRead.statusCode).toBe(200);
  });

  it("stops working when the business is deactivated or the login removed", async () => {
    const { token } = await tokenOf(OWNER_A);
    await ctx.database.db.execute(
      sql`update customers set deactivated_at = now() where code = 'FC-2001'`,
    );
    expect(
      (await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(token) })).statusCode,
    ).toBe(401);
    await ctx.database.db.execute(
      sql`update customers set deactivated_at = null where code = 'FC-2001'`,
    );
    expect(
      (await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(token) })).statusCode,
    ).toBe(200);
    await ctx.database.db.execute(sql`delete from users where email = ${OWNER_A}`);
    expect(
      (await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(await tokenRows()).toEqual([]);
  });

  it(`holds at most ${API_TOKENS_PER_LOGIN} live tokens per login (409), revoked ones not counted`, async () => {
    const cookie = await sessionCookieFor(ctx.app, OWNER_A, PASSWORD);
    const made: TokenItem[] = [];
    for (let i = 0; i < API_TOKENS_PER_LOGIN - 2; i++) {
      const res = await create(cookie, `Token ${i}`);
      expect(res.statusCode).toBe(201);
      made.push((res.json() as { item: TokenItem }).item);
    }
    // Four at once for the last two places: exactly two get them.
    const last = await Promise.all([0, 1, 2, 3].map((i) => create(cookie, `Last ${i}`)));
    expect(last.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(last.find((r) => r.statusCode === 409)?.json().detail).toBe(API_TOKEN_MESSAGES.tooMany);
    expect((await tokenRows()).length).toBe(API_TOKENS_PER_LOGIN);
    await ctx.app.inject({
      method: "DELETE",
      url: `/api/account/api_tokens/${made[0]?.id}`,
      headers: { cookie },
    });
    expect((await create(cookie, "One more")).statusCode).toBe(201);
  });

  it("keeps tokens out of the log", async () => {
    const { token } = await tokenOf(OWNER_A);
    await ctx.app.inject({ url: "/api/get_green_impact", headers: bearer(token) });
    await ctx.app.inject({ url: "/api/admin/inbox", headers: bearer(token) });
    await ctx.app.inject({
      url: `/api/get_green_impact?token=${token}`,
      headers: bearer(`${token}x`),
    });
    const logged = log.join("");
    expect(logged).toContain("/api/get_green_impact");
    expect(logged).not.toContain(token.slice(4));
  });
});
