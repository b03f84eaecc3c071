import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer } from "#api-test/builders.ts";
import { injectJson, type Method, TEST_PASSWORD } from "#api-test/console-calls.ts";
import { resetLinkIn, startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "./accounts.service.ts";

/** A business's team (owners invite and remove) and a login's own sessions (issue 14). */
describe("team and sessions API", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ownerId: string;
  let viewerId: string;
  let otherId: string;
  let owner: string;
  let viewer: string;
  let other: string;
  let staff: string;

  const CHROME_ANDROID =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
  const FIREFOX_WINDOWS =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0";

  const signIn = async (email: string, userAgent?: string) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/customer_login",
      headers: {
        "content-type": "application/json",
        ...(userAgent ? { "user-agent": userAgent } : {}),
      },
      payload: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    const cookie = res.cookies.find((c) => c.name.endsWith("session_token"));
    if (!cookie) throw new Error(`no session for ${email}`);
    return `${cookie.name}=${cookie.value}`;
  };
  const call = (method: Method, url: string, body?: unknown, cookie = owner) =>
    injectJson(ctx.app, method, url, body, cookie);
  const members = (res: { json(): { members: Record<string, unknown>[] } }) =>
    res.json().members.map((m) => [m.name, m.email, m.role, m.invitationPending, m.isYou]);
  const auditActions = async () =>
    (
      await queryRows<{ action: string; actor: string }>(
        ctx.database.db,
        sql`select action, actor_name as actor from audit_log where entity = 'login' order by id`,
      )
    ).map((r) => `${r.action} by ${r.actor}`);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    const db = ctx.database.db;
    const a = await aCustomer(db, {
      code: "FC-9001",
      name: "Chai Corner",
      serviceType: "S",
      businessType: "B",
    });
    const b = await aCustomer(db, {
      code: "FC-9002",
      name: "Other",
      serviceType: "S",
      businessType: "B",
    });
    const login = (
      email: string,
      name: string,
      customerId: string,
      businessRole: "owner" | "viewer",
    ) =>
      createLogin(db, {
        email,
        name,
        password: TEST_PASSWORD,
        role: "customer",
        customerId,
        businessRole,
      });
    ownerId = (await login("asha@chai.example", "Asha", a.id, "owner")).id;
    viewerId = (await login("vik@chai.example", "Vik", a.id, "viewer")).id;
    otherId = (await login("bo@other.example", "Bo", b.id, "owner")).id;
    await createLogin(db, {
      email: "staff@fc.example",
      name: "Staff",
      password: TEST_PASSWORD,
      role: "admin",
    });
    owner = await signIn("asha@chai.example", CHROME_ANDROID);
    viewer = await signIn("vik@chai.example");
    other = await signIn("bo@other.example");
    staff = await signIn("staff@fc.example");
  });

  it("lists the business's logins to any of them and to staff in the support view", async () => {
    const asOwner = await call("GET", "/api/team");
    expect(asOwner.statusCode).toBe(200);
    expect(members(asOwner)).toEqual([
      ["Asha", "asha@chai.example", "owner", false, true],
      ["Vik", "vik@chai.example", "viewer", false, false],
    ]);
    expect(asOwner.json().members[0].lastSignInAt).not.toBeNull();
    expect(members(await call("GET", "/api/team", undefined, viewer))).toEqual([
      ["Asha", "asha@chai.example", "owner", false, false],
      ["Vik", "vik@chai.example", "viewer", false, true],
    ]);
    const asStaff = await call("GET", "/api/team?customerId=FC-9001", undefined, staff);
    expect(members(asStaff).map((m) => m[0])).toEqual(["Asha", "Vik"]);
    expect(members(await call("GET", "/api/team", undefined, other))).toEqual([
      ["Bo", "bo@other.example", "owner", false, true],
    ]);
  });

  it.each([
    ["another business's login", "bo@other.example"],
    ["a staff login", "staff@fc.example"],
  ])(
    "answers an invitation of %s exactly as a new address's, and mails the address what to do",
    async (_who, taken) => {
      const before = smtp.mails.length;
      const fresh = await call("POST", "/api/team", {
        email: "new@chai.example",
        name: "Nina",
        role: "viewer",
      });
      const res = await call("POST", "/api/team", { email: taken, name: "Nora", role: "viewer" });
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(res.statusCode).toBe(201);
      expect(res.headers["content-type"]).toBe(fresh.headers["content-type"]);
      expect(Object.keys(res.json())).toEqual(Object.keys(fresh.json()));
      // Both addresses are pending invitations, in the answer and in every later list.
      const both = [
        ["Asha", "asha@chai.example", "owner", false, true],
        ["Nina", "new@chai.example", "viewer", true, false],
        ["Nora", taken, "viewer", true, false],
        ["Vik", "vik@chai.example", "viewer", false, false],
      ];
      expect(members(res)).toEqual(both);
      const shape = (m: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(m).map(([k, v]) => [k, k === "id" ? typeof v : v]));
      const listed = await call("GET", "/api/team");
      expect(members(listed)).toEqual(both);
      const [nina, nora] = ["new@chai.example", taken].map((email) =>
        listed.json().members.find((m: { email: string }) => m.email === email),
      );
      expect({ ...shape(nora), name: "Nina", email: "" }).toEqual({
        ...shape(nina),
        email: "",
      });
      // Invited again: the same 409 as a new address invited again.
      const twice = await call("POST", "/api/team", { email: taken, name: "N", role: "viewer" });
      const freshTwice = await call("POST", "/api/team", {
        email: "new@chai.example",
        name: "N",
        role: "viewer",
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errors).toEqual(freshTwice.json().errors);
      // Removed like a pending login; the address's own login stays as it was.
      const removed = await call("DELETE", `/api/team/${nora.id}`);
      expect(removed.statusCode).toBe(200);
      expect(members(removed).map((m) => m[1])).toEqual([
        "asha@chai.example",
        "new@chai.example",
        "vik@chai.example",
      ]);

      const mail = await smtp.nextMailTo(taken, before);
      expect(mail.text).toContain("Chai Corner invited you to Filtercycle");
      expect(mail.text.replace(/\s+/g, " ")).toContain(
        "this address already has a Filtercycle login, and a login belongs to one business.",
      );
      expect(mail.text.replace(/\s+/g, " ")).toContain(
        "ask them to invite another address of yours, or use another address.",
      );
      expect(mail.text).toContain("http://portal.test/login");
      expect(mail.text).not.toContain("reset-password");

      // No login was made or moved: the address still belongs where it did, with its password.
      const rows = await queryRows<{ customer: string | null; role: string }>(
        ctx.database.db,
        sql`select c.code as customer, u.role from users u left join customers c on c.id = u.customer_id where u.email = ${taken}`,
      );
      expect(rows).toEqual([
        taken === "staff@fc.example"
          ? { customer: null, role: "admin" }
          : { customer: "FC-9002", role: "customer" },
      ]);
      expect((await signIn(taken)).length).toBeGreaterThan(0);
      expect(await auditActions()).toEqual(["invite by Asha"]);
    },
  );

  it("lets an owner invite a colleague, who gets the invitation e-mail", async () => {
    const before = smtp.mails.length;
    const res = await call("POST", "/api/team", {
      email: "Ravi@Chai.example",
      name: "Ravi",
      role: "viewer",
    });
    expect(res.statusCode).toBe(201);
    expect(members(res)).toEqual([
      ["Asha", "asha@chai.example", "owner", false, true],
      ["Ravi", "ravi@chai.example", "viewer", true, false],
      ["Vik", "vik@chai.example", "viewer", false, false],
    ]);
    const mail = await smtp.nextMailTo("ravi@chai.example", before);
    expect(mail.text).toContain("Your Filtercycle dashboard login for Chai Corner");
    const link = resetLinkIn(mail);
    expect(link.origin).toBe("http://portal.test");
    expect(link.searchParams.get("invite")).toBe("1");
    expect(await auditActions()).toEqual(["invite by Asha"]);

    const again = await call("POST", "/api/team", {
      email: "ravi@chai.example",
      name: "R",
      role: "owner",
    });
    expect(again.statusCode).toBe(409);
    const bad = await call("POST", "/api/team", {
      email: "x@chai.example",
      name: "X",
      role: "boss",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: "role", message: "must be owner or viewer" });
  });

  it("refuses invitations and removals from viewers and staff (403)", async () => {
    const invite = { email: "new@chai.example", name: "New", role: "viewer" };
    expect((await call("POST", "/api/team", invite, viewer)).statusCode).toBe(403);
    expect((await call("POST", "/api/team?customerId=FC-9001", invite, staff)).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/team/${ownerId}`, undefined, viewer)).statusCode).toBe(403);
    expect(
      (await call("DELETE", `/api/team/${viewerId}?customerId=FC-9001`, undefined, staff))
        .statusCode,
    ).toBe(403);
    expect(members(await call("GET", "/api/team")).length).toBe(2);
  });

  it("removes a colleague (their sessions end), never oneself, the last owner or another business's login", async () => {
    const self = await call("DELETE", `/api/team/${ownerId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe("You cannot remove yourself. Ask another owner to remove you.");
    const foreign = await call("DELETE", `/api/team/${otherId}`);
    expect(foreign.statusCode).toBe(404);

    const removed = await call("DELETE", `/api/team/${viewerId}`);
    expect(removed.statusCode).toBe(200);
    expect(members(removed)).toEqual([["Asha", "asha@chai.example", "owner", false, true]]);
    expect((await call("GET", "/api/team", undefined, viewer)).statusCode).toBe(401);
    expect(await auditActions()).toEqual(["revoke by Asha"]);
    expect((await call("DELETE", `/api/team/${viewerId}`)).statusCode).toBe(404);
  });

  it("keeps the last owner: a second owner may leave only by another owner's hand", async () => {
    // A second owner removes the first; the one left is the last owner and cannot go.
    await createLogin(ctx.database.db, {
      email: "second@chai.example",
      name: "Second",
      password: TEST_PASSWORD,
      role: "customer",
      customerId: (
        await queryRows<{ id: string }>(
          ctx.database.db,
          sql`select id from customers where code = 'FC-9001'`,
        )
      )[0]?.id as string,
      businessRole: "owner",
    });
    const second = await signIn("second@chai.example");
    expect((await call("DELETE", `/api/team/${ownerId}`, undefined, second)).statusCode).toBe(200);
    const last = await call("DELETE", `/api/team/${ownerId}`, undefined, second);
    expect(last.statusCode).toBe(404);
    const team = (await call("GET", "/api/team", undefined, second)).json().members;
    expect(team.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ["Second", "owner"],
      ["Vik", "viewer"],
    ]);
    const selfLast = await call("DELETE", `/api/team/${team[0].id}`, undefined, second);
    expect(selfLast.statusCode).toBe(409);
  });

  it("lists the login's own sessions, marks this one, ends another (its cookie gets 401)", async () => {
    const laptop = await signIn("asha@chai.example", FIREFOX_WINDOWS);
    const res = await call("GET", "/api/account/sessions", undefined, laptop);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items.map((s) => [s.device, s.current])).toEqual([
      ["Firefox on Windows", true],
      ["Chrome on Android", false],
    ]);
    expect(new Date(items[0]?.expiresAt as string).getTime()).toBeGreaterThan(Date.now());

    // Another login's session cannot be ended from here.
    const viewerSession = (await call("GET", "/api/account/sessions", undefined, viewer)).json()
      .items[0].id as string;
    expect(
      (await call("DELETE", `/api/account/sessions/${viewerSession}`, undefined, laptop))
        .statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/session", undefined, viewer)).statusCode).toBe(200);

    const phone = items[1]?.id as string;
    const ended = await call("DELETE", `/api/account/sessions/${phone}`, undefined, laptop);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().items.map((s: { device: string }) => s.device)).toEqual([
      "Firefox on Windows",
    ]);
    expect((await call("GET", "/api/session", undefined, owner)).statusCode).toBe(401);
    expect((await call("GET", "/api/session", undefined, laptop)).statusCode).toBe(200);

    // Expired sessions are not listed; staff list their own too.
    await queryRows(
      ctx.database.db,
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${viewerId}`,
    );
    const fresh = await signIn("vik@chai.example");
    expect(
      (await call("GET", "/api/account/sessions", undefined, fresh)).json().items,
    ).toHaveLength(1);
    const staffSessions = (await call("GET", "/api/account/sessions", undefined, staff)).json()
      .items;
    expect(
      staffSessions.map((s: { device: string; current: boolean }) => [s.device, s.current]),
    ).toEqual([["", true]]);
  });
});
