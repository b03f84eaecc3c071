import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ENQUIRY_MESSAGES } from "@filtercycle/contract/enquiries/enquiry-rules";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpServer } from "#api-test/smtp.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { contactMessages, partnerApplications } from "./enquiries.tables.ts";
import { buildEnquiriesTestApp, TEST_STAFF_EMAIL } from "./enquiries.test-app.ts";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** The message's Subject header, unfolded (long headers are wrapped onto several lines). */
const subjectOf = (raw: string) =>
  /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, " ");

const CONTACT = {
  name: "Meera Shah",
  email: "meera@chaicorner.example",
  phone: "+91 98250 12345",
  message: "We run a tea stall near Law Garden and would like a kiosk. Please call after 4 pm.",
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

/** Waits (up to 10 s) for a message to staff whose subject is `subject`. */
async function mailWithSubject(smtp: Smtp, subject: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.mails.find(
      (m) => m.to.includes(TEST_STAFF_EMAIL) && subjectOf(m.raw) === subject,
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" arrived`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("enquiries API", () => {
  let database: TestDatabase;
  let smtp: Smtp;
  let dataDir: string;
  let app: FastifyInstance;
  let clock = Date.parse("2025-03-15T06:00:00Z");

  const post = (url: string, payload: unknown, ip = "203.0.113.10") =>
    app.inject({
      method: "POST",
      url,
      remoteAddress: ip,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });
  const inbox = (query = "", role: string | null = "admin") =>
    app.inject({
      method: "GET",
      url: `/api/admin/inbox${query}`,
      headers: role ? { "x-test-role": role } : {},
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpServer();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-enquiries-"));
    app = await buildEnquiriesTestApp({
      database,
      smtpUrl: smtp.url,
      dataDir,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.reset();
    // A new window for the rate limiter: each test starts with a clean count.
    clock += 3_600_000;
  });

  describe("POST /api/contact_messages", () => {
    it("stores the message, answers 201 and e-mails staff over SMTP", async () => {
      const res = await post("/api/contact_messages", { ...CONTACT, website: "" });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ok: true });

      const rows = await database.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...CONTACT, handledAt: null });

      const mail = await mailWithSubject(smtp, "Website message from Meera Shah");
      expect(mail.text).toContain("meera@chaicorner.example");
      expect(mail.text).toContain("+91 98250 12345");
      expect(mail.text).toContain("near Law Garden");
      expect(mail.text).toContain("http://portal.test/admin");
    });

    it("trims the fields and stores an empty phone as none", async () => {
      const res = await post("/api/contact_messages", {
        ...CONTACT,
        name: "  Meera Shah ",
        phone: "   ",
      });
      expect(res.statusCode).toBe(201);
      const [row] = await database.db.select().from(contactMessages);
      expect(row).toMatchObject({ name: "Meera Shah", phone: null });
    });

    it("answers 400 naming each invalid field with the message the form shows", async () => {
      const res = await post("/api/contact_messages", {
        name: " ",
        email: "meera@",
        phone: "call me",
        message: "Hi",
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      const errors = Object.fromEntries(
        res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
      );
      expect(errors).toEqual({
        name: ENQUIRY_MESSAGES.name,
        email: ENQUIRY_MESSAGES.email,
        phone: ENQUIRY_MESSAGES.phone,
        message: ENQUIRY_MESSAGES.message,
      });
      expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    });

    it("answers a filled honeypot like a success but stores and sends nothing", async () => {
      const res = await post("/api/contact_messages", {
        ...CONTACT,
        name: "Honeypot Bot",
        website: "https://spam.example",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ok: true });
      expect(await database.db.select().from(contactMessages)).toHaveLength(0);
      // A real message sent afterwards arrives; the honeypot one never went out before it.
      await post("/api/contact_messages", { ...CONTACT, name: "After The Bot" });
      await mailWithSubject(smtp, "Website message from After The Bot");
      expect(smtp.mails.some((m) => m.text.includes("Honeypot Bot"))).toBe(false);
    });

    it("allows 5 messages per 10 minutes per address, then 429 with Retry-After", async () => {
      for (let i = 0; i < 5; i++) {
        expect((await post("/api/contact_messages", CONTACT)).statusCode).toBe(201);
      }
      const limited = await post("/api/contact_messages", CONTACT);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBe("600");
      expect(limited.json().detail).toBe(
        "You have sent several messages in a short time. Please wait 10 minutes and try again, or call us.",
      );
      expect(await database.db.select().from(contactMessages)).toHaveLength(5);

      // Another address is not affected; the same one may send again after the window.
      expect((await post("/api/contact_messages", CONTACT, "203.0.113.11")).statusCode).toBe(201);
      clock += 600_000;
      expect((await post("/api/contact_messages", CONTACT)).statusCode).toBe(201);
    });

    it("does not count invalid submissions against the limit", async () => {
      for (let i = 0; i < 8; i++) {
        expect((await post("/api/contact_messages", { ...CONTACT, email: "x" })).statusCode).toBe(
          400,
        );
      }
      expect((await post("/api/contact_messages", CONTACT)).statusCode).toBe(201);
    });
  });

  describe("POST /api/partner_applications", () => {
    it("stores the application and e-mails staff with the business details", async () => {
      const res = await post("/api/partner_applications", PARTNER);
      expect(res.statusCode).toBe(201);
      const rows = await database.db.select().from(partnerApplications);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...PARTNER, handledAt: null });

      const mail = await mailWithSubject(
        smtp,
        "Partner application: Law Garden Tea House, Ahmedabad",
      );
      // (The test server decodes quoted-printable bytes one by one, so "é" is not compared.)
      expect(mail.text).toContain("restaurant or tea stall");
      expect(mail.text).toContain("079 2630 1234");
    });

    it("requires a phone number, a known business type and a whole number of smokers", async () => {
      const res = await post("/api/partner_applications", {
        ...PARTNER,
        phone: "",
        businessType: "casino",
        expectedSmokersPerDay: 2.5,
        city: "",
      });
      expect(res.statusCode).toBe(400);
      const errors = Object.fromEntries(
        res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
      );
      expect(errors).toEqual({
        phone: ENQUIRY_MESSAGES.phoneRequired,
        businessType: ENQUIRY_MESSAGES.businessType,
        expectedSmokersPerDay: ENQUIRY_MESSAGES.smokersPerDay,
        city: ENQUIRY_MESSAGES.city,
      });
    });

    it("has the honeypot and the rate limit too, counted apart from the contact form", async () => {
      const honeypot = await post("/api/partner_applications", { ...PARTNER, website: "x" });
      expect(honeypot.statusCode).toBe(201);
      expect(await database.db.select().from(partnerApplications)).toHaveLength(0);
      for (let i = 0; i < 4; i++) {
        expect((await post("/api/partner_applications", PARTNER)).statusCode).toBe(201);
      }
      expect((await post("/api/partner_applications", PARTNER)).statusCode).toBe(429);
      expect((await post("/api/contact_messages", CONTACT)).statusCode).toBe(201);
    });
  });

  describe("the staff inbox", () => {
    it("is for staff only: 401 without a session, 403 for a customer", async () => {
      expect((await inbox("", null)).statusCode).toBe(401);
      expect((await inbox("", "customer")).statusCode).toBe(403);
      const patch = await app.inject({
        method: "PATCH",
        url: "/api/admin/inbox/00000000-0000-4000-8000-000000000000",
        headers: { "x-test-role": "customer", "content-type": "application/json" },
        payload: JSON.stringify({ handled: true }),
      });
      expect(patch.statusCode).toBe(403);
    });

    it("lists both kinds newest first and marks an item handled", async () => {
      await post("/api/contact_messages", CONTACT);
      await post("/api/partner_applications", PARTNER);
      await post("/api/contact_messages", { ...CONTACT, name: "Third Sender" });

      const res = await inbox();
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect(body.openCount).toBe(3);
      expect(body.items.map((i: { kind: string }) => i.kind)).toEqual([
        "contact",
        "partner",
        "contact",
      ]);
      expect(body.items[0]).toMatchObject({ name: "Third Sender", handledAt: null });
      expect(body.items[1]).toMatchObject({
        kind: "partner",
        businessName: PARTNER.businessName,
        contactName: PARTNER.contactName,
        city: "Ahmedabad",
        businessType: "cafe-restaurant",
        expectedSmokersPerDay: 120,
        phone: PARTNER.phone,
      });
      const times = body.items.map((i: { receivedAt: string }) => Date.parse(i.receivedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const partnerId = body.items[1].id;
      const patch = await app.inject({
        method: "PATCH",
        url: `/api/admin/inbox/${partnerId}`,
        headers: { "x-test-role": "admin", "content-type": "application/json" },
        payload: JSON.stringify({ handled: true }),
      });
      expect(patch.statusCode).toBe(200);
      expect(patch.json()).toMatchObject({ id: partnerId, kind: "partner" });
      expect(patch.json().handledAt).toEqual(expect.any(String));

      const open = (await inbox("?status=open")).json();
      expect(open.openCount).toBe(2);
      expect(open.items.map((i: { id: string }) => i.id)).not.toContain(partnerId);
      const handled = (await inbox("?status=handled")).json();
      expect(handled.items.map((i: { id: string }) => i.id)).toEqual([partnerId]);
      const partners = (await inbox("?kind=partner")).json();
      expect(partners.items).toHaveLength(1);
      const firstPage = (await inbox("?pageSize=2")).json();
      expect(firstPage.items).toHaveLength(2);
      expect([firstPage.page, firstPage.pageSize, firstPage.total]).toEqual([1, 2, 3]);
      const nextPage = (await inbox("?pageSize=2&page=2")).json();
      expect(nextPage.items.map((i: { name?: string }) => i.name)).toEqual(["Meera Shah"]);

      // Open again.
      const reopen = await app.inject({
        method: "PATCH",
        url: `/api/admin/inbox/${partnerId}`,
        headers: { "x-test-role": "admin", "content-type": "application/json" },
        payload: JSON.stringify({ handled: false }),
      });
      expect(reopen.json().handledAt).toBeNull();
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      const patch = (id: string) =>
        app.inject({
          method: "PATCH",
          url: `/api/admin/inbox/${id}`,
          headers: { "x-test-role": "admin", "content-type": "application/json" },
          payload: JSON.stringify({ handled: true }),
        });
      expect((await patch("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
      expect((await patch("not-an-id")).statusCode).toBe(400);
    });
  });
});
