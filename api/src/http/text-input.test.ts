import { Writable } from "node:stream";
import { ENQUIRY_MESSAGES } from "@filtercycle/contract/enquiries/enquiry-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer } from "#api-test/builders.ts";
import { multipartBody, type Part, SAMPLE_FILES } from "#api-test/multipart.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../areas/accounts/accounts.service.ts";
import { createEventType } from "../areas/media/media.service.ts";
import { logRedactPaths, serializeRequest } from "./log-redaction.ts";

/**
 * Free text with control characters (a NUL, which PostgreSQL cannot store) and names with
 * invisible or text-direction characters are refused with a 400 naming the field, and nothing is
 * stored (docs/decisions/0049). Before, a NUL reached the database and answered 500, and the
 * failed statement's parameters (a reset token among them) were logged.
 */
const PASSWORD = "Correct-Horse-1";
const NUL = "\u0000";
const RLO = "\u202e";
const CONTROL = "must not contain control characters";
const INVISIBLE = "must not contain invisible or text-direction characters";

const CONTACT = {
  name: "Meera Shah",
  email: "meera@chaicorner.example",
  phone: "+91 98250 12345",
  message: "We run a tea stall near Law Garden and would like a kiosk.",
};
const PARTNER = {
  businessName: "Law Garden Tea House",
  contactName: "Meera Shah",
  email: "meera@teahouse.example",
  phone: "079 2630 1234",
  city: "Ahmedabad",
  businessType: "cafe-restaurant",
  expectedSmokersPerDay: 120,
  message: "Two entrances; smokers gather by the parking.",
};

type JsonCase = {
  what: string;
  method: "POST" | "PATCH";
  url: () => string;
  body: Record<string, unknown>;
  field: string;
  /** The message the form shows for this endpoint's fields (enquiries speak in sentences). */
  control: string;
  staff?: boolean;
};

describe("text input rules", () => {
  let ctx: TestContext;
  let staffCookie: string;
  let eventTypeId: string;
  let mediaId: string;
  const log: string[] = [];
  let address = 0;

  /** Rows of every table a request here could write to. */
  const rowCounts = async () =>
    (
      await queryRows<{ counts: string }>(
        ctx.database.db,
        sql`select concat_ws(',',
          (select count(*) from contact_messages), (select count(*) from partner_applications),
          (select count(*) from users), (select count(*) from media_event_types),
          (select count(*) from media), (select count(*) from verifications)) as counts`,
      )
    )[0]?.counts;

  const mediaRow = async () =>
    (
      await queryRows<{ customer_id: string; link: string | null }>(
        ctx.database.db,
        sql`select customer_id, link from media where id = ${mediaId}`,
      )
    )[0];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    ctx = await createTestContext({
      logger: {
        level: "info",
        stream,
        redact: { paths: logRedactPaths, censor: "[redacted]" },
        serializers: { req: serializeRequest },
      },
    });
    const customer = await aCustomer(ctx.database.db, {
      code: "FC-7001",
      name: "Alpha Café",
      serviceType: "S",
      businessType: "B",
    });
    await createLogin(ctx.database.db, {
      email: "staff@fc.example",
      name: "S",
      password: PASSWORD,
      role: "admin",
    });
    staffCookie = await sessionCookieFor(ctx.app, "staff@fc.example", PASSWORD);
    eventTypeId = (await createEventType(ctx.database.db, "Awareness drive")).id;
    const upload = await uploadWith([{ name: "customerId", value: customer.code }]);
    expect(upload.statusCode, upload.body).toBe(201);
    mediaId = upload.json().id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  function uploadWith(fields: Part[]) {
    const { body, contentType } = multipartBody([
      { name: "eventTypeId", value: eventTypeId },
      ...fields,
      { name: "file", filename: "photo.png", data: SAMPLE_FILES["photo.png"] as Buffer },
    ]);
    return ctx.app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: { cookie: staffCookie, "content-type": contentType },
      payload: body,
    });
  }

  const send = (c: Pick<JsonCase, "method" | "url" | "staff">, body: unknown) =>
    ctx.app.inject({
      method: c.method,
      url: c.url(),
      // Each request from its own address, so the forms' rate limit never answers first.
      remoteAddress: `198.51.100.${++address % 250}`,
      headers: {
        "content-type": "application/json",
        ...(c.staff ? { cookie: staffCookie } : {}),
      },
      payload: JSON.stringify(body),
    });

  const contact = (field: string): JsonCase => ({
    what: "contact form",
    method: "POST",
    url: () => "/api/contact_messages",
    body: CONTACT,
    field,
    control: ENQUIRY_MESSAGES.controlCharacters,
  });
  const partner = (field: string): JsonCase => ({
    what: "partner form",
    method: "POST",
    url: () => "/api/partner_applications",
    body: PARTNER,
    field,
    control: ENQUIRY_MESSAGES.controlCharacters,
  });
  const cases: JsonCase[] = [
    ...["name", "email", "phone", "message"].map(contact),
    ...["businessName", "contactName", "email", "phone", "city", "message"].map(partner),
    {
      what: "reset password",
      method: "POST",
      url: () => "/api/reset_password",
      body: { token: "raw-reset-token-4f1c9b", newPassword: "A-new-password-1" },
      field: "token",
      control: CONTROL,
    },
    ...["email", "name", "customerId"].map(
      (field): JsonCase => ({
        what: "invitation",
        method: "POST",
        url: () => "/api/admin/invitations",
        body: { email: "new@alpha.example", name: "Asha Patel", customerId: "FC-7001" },
        field,
        control: CONTROL,
        staff: true,
      }),
    ),
    {
      what: "new event type",
      method: "POST",
      url: () => "/api/admin/event-types",
      body: { name: "Beach clean-up" },
      field: "name",
      control: CONTROL,
      staff: true,
    },
    {
      what: "renamed event type",
      method: "PATCH",
      url: () => `/api/admin/event-types/${eventTypeId}`,
      body: { name: "Beach clean-up" },
      field: "name",
      control: CONTROL,
      staff: true,
    },
    ...["customerId", "link"].map(
      (field): JsonCase => ({
        what: "media item change",
        method: "PATCH",
        url: () => `/api/admin/media/${mediaId}`,
        body: { customerId: "FC-7001", link: "https://example.com/drive" },
        field,
        control: CONTROL,
        staff: true,
      }),
    ),
  ];

  it.each(cases)(
    "a NUL in the $what's $field answers 400 naming it and stores nothing",
    async (c) => {
      const before = await rowCounts();
      const media = await mediaRow();
      const value = String(c.body[c.field]);
      // In the middle, where trimming cannot remove it.
      const withNul = `${value.slice(0, 4)}${NUL}${value.slice(4)}`;
      const res = await send(c, { ...c.body, [c.field]: withNul });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
      expect(res.json().errors).toContainEqual({ field: c.field, message: c.control });
      expect(await rowCounts()).toBe(before);
      expect(await mediaRow()).toEqual(media);
    },
  );

  it("keeps line breaks and tabs in messages, and refuses them in one-line fields", async () => {
    const message = await send(contact("message"), {
      ...CONTACT,
      message: "Two kiosks, please:\n\t1. at the gate\r\n\t2. by the parking",
    });
    expect(message.statusCode, message.body).toBe(201);
    const name = await send(contact("name"), { ...CONTACT, name: "Meera\tShah" });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors).toEqual([
      { field: "name", message: ENQUIRY_MESSAGES.controlCharacters },
    ]);
  });

  it("refuses control characters in the text fields of an upload and keeps no file", async () => {
    const before = await rowCounts();
    for (const [field, value] of [
      ["customerId", `FC-${NUL}7001`],
      ["link", `https://example.com/${NUL}x`],
    ] as const) {
      const parts: Part[] = [{ name: "customerId", value: "FC-7001" }];
      const fields =
        field === "customerId" ? [{ name: field, value }] : [...parts, { name: field, value }];
      const res = await uploadWith(fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message: CONTROL });
    }
    expect(await rowCounts()).toBe(before);
  });

  it.each([
    "/api/get_green_impact",
    "/api/get_customer_specific_stats",
    "/api/get_monthly_collections",
  ])("refuses a NUL in the customerId staff name a business by (%s)", async (path) => {
    const res = await ctx.app.inject({
      url: `${path}?customerId=FC-%007001`,
      headers: { cookie: staffCookie },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: "customerId", message: CONTROL }]);
  });

  it("refuses a NUL in the media list's customerId", async () => {
    const res = await ctx.app.inject({
      url: "/api/admin/media?customerId=FC-%007001",
      headers: { cookie: staffCookie },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: "customerId", message: CONTROL }]);
  });

  it.each([
    [contact("name"), ENQUIRY_MESSAGES.invisibleCharacters],
    [partner("businessName"), ENQUIRY_MESSAGES.invisibleCharacters],
    [partner("contactName"), ENQUIRY_MESSAGES.invisibleCharacters],
    [cases.find((c) => c.what === "invitation" && c.field === "name") as JsonCase, INVISIBLE],
    [cases.find((c) => c.what === "new event type") as JsonCase, INVISIBLE],
    [cases.find((c) => c.what === "renamed event type") as JsonCase, INVISIBLE],
  ])(
    "refuses text-direction and zero-width characters in the $what's $field",
    async (c, message) => {
      for (const hidden of [RLO, "\u2066", "\u200b", "\u200d", "\ufeff", "\u2060"]) {
        const before = await rowCounts();
        const value = String(c.body[c.field]);
        const res = await send(c, {
          ...c.body,
          [c.field]: `${value.slice(0, 3)}${hidden}${value.slice(3)}`,
        });
        expect(res.statusCode, `U+${hidden.codePointAt(0)?.toString(16)}: ${res.body}`).toBe(400);
        expect(res.json().errors).toContainEqual({ field: c.field, message });
        expect(await rowCounts()).toBe(before);
      }
    },
  );

  it("accepts the joiners Gujarati needs after a virama in a name", async () => {
    // ક્‍ષ: KA, VIRAMA, ZWJ, SSA (the half form of KA).
    const res = await send(cases.find((c) => c.what === "new event type") as JsonCase, {
      name: "સ્વચ્છતા ક્\u200dષ",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe("સ્વચ્છતા ક્\u200dષ");
  });

  it("answers 400 for an inbox page that is not a page, naming `page`", async () => {
    for (const page of ["0", "-1", "1.5", "one"]) {
      const res = await ctx.app.inject({
        url: `/api/admin/inbox?page=${page}`,
        headers: { cookie: staffCookie },
      });
      expect(res.statusCode, `${page}: ${res.body}`).toBe(400);
      expect(res.json().errors).toEqual([
        { field: "page", message: expect.stringMatching(/^must be /) },
      ]);
    }
    const ok = await ctx.app.inject({
      url: "/api/admin/inbox?page=1",
      headers: { cookie: staffCookie },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("logs neither the reset token nor any other refused value", async () => {
    // A reset link's page and a token in an API query string are logged without the token.
    await ctx.app.inject({ url: "/reset-password?token=raw-reset-token-in-link" });
    await ctx.app.inject({ url: "/api/session?next=%2F&Token=raw-reset-token-in-query" });
    const logged = log.join("");
    expect(logged).toContain("/reset-password?token=[redacted]");
    expect(logged).toContain("/api/reset_password");
    expect(logged).not.toContain("raw-reset-token");
    expect(logged).not.toContain("\\u0000");
    expect(logged).not.toContain("request failed");
  });
});
