import { type AddressInfo, connect } from "node:net";
import { PROBLEM_KINDS, PROBLEM_TYPES, type ProblemStatus } from "@filtercycle/contract/problem";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { TEST_PASSWORD } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { HttpError } from "./problem.ts";

/**
 * Every error says its kind with a stable `type` (issue 30): `/problems/<kind>`, and that
 * address answers a page naming the error (decision 0094, amendment of 2026-11-27).
 */

/** The kinds as an integrator reads them in the reference: status → type. */
const EXPECTED_TYPES: Record<number, string> = {
  400: "/problems/validation",
  401: "/problems/unauthorized",
  403: "/problems/forbidden",
  404: "/problems/not-found",
  408: "/problems/request-timeout",
  409: "/problems/conflict",
  412: "/problems/precondition-failed",
  413: "/problems/payload-too-large",
  414: "/problems/uri-too-long",
  415: "/problems/unsupported-media-type",
  416: "/problems/range-not-satisfiable",
  422: "/problems/unprocessable",
  429: "/problems/rate-limited",
  431: "/problems/headers-too-large",
  500: "/problems/server-error",
  503: "/problems/unavailable",
  507: "/problems/insufficient-storage",
};

/** What each page's heading says. */
const EXPECTED_NAMES: Record<number, string> = {
  400: "Invalid request",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  408: "Request timed out",
  409: "Conflict",
  412: "Precondition failed",
  413: "Request body too large",
  414: "Address too long",
  415: "Unsupported media type",
  416: "Range not satisfiable",
  422: "Unprocessable content",
  429: "Too many requests",
  431: "Headers too large",
  500: "Server error",
  503: "Service unavailable",
  507: "Storage full",
};

const statuses = Object.keys(PROBLEM_KINDS).map(Number) as ProblemStatus[];

describe("problem types and their pages", () => {
  let ctx: TestContext;
  let app: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: "https://filtercycle.example" } });
    app = ctx.app;
    // A route only this test has, to raise each status through the real error handler.
    app.get<{ Params: { status: string } }>("/api/test/status/:status", async (request) => {
      throw new HttpError(Number(request.params.status), "Raised by the test.");
    });
    await app.ready();
    const customer = await aCustomer(ctx.database.db, { code: "FC-7101", name: "Problem Café" });
    await aLogin(ctx.database.db, {
      email: "owner@problems.example",
      name: "O",
      role: "customer",
      customerId: customer.id,
    });
  });
  afterAll(() => ctx?.close());

  it("gives each status the API answers its own type, and no status about:blank", async () => {
    expect(statuses).toEqual(Object.keys(EXPECTED_TYPES).map(Number));
    const seen: Record<number, unknown> = {};
    for (const status of statuses) {
      const res = await app.inject({ url: `/api/test/status/${status}` });
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
      seen[status] = res.json().type;
    }
    expect(seen).toEqual(EXPECTED_TYPES);
    expect([...PROBLEM_TYPES].sort()).toEqual(Object.values(EXPECTED_TYPES).sort());
  });

  it("sends the type on the errors the real routes answer, framework errors included", async () => {
    const owner = await sessionCookieFor(app, "owner@problems.example", TEST_PASSWORD);
    const answers = {
      badQuery: await app.inject({
        url: "/api/get_customer_specific_stats_with_dates?startDate=2025-02-30&endDate=2025-03-01",
        headers: { cookie: owner },
      }),
      brokenEscape: await app.inject({ url: "/api/%E0%A4%A" }),
      noSession: await app.inject({ url: "/api/get_green_impact" }),
      staffOnly: await app.inject({ url: "/api/admin/customers", headers: { cookie: owner } }),
      unknownPath: await app.inject({ url: "/api/no-such-endpoint" }),
      tooLarge: await app.inject({
        method: "POST",
        url: "/api/contact_messages",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ message: "x".repeat(1.1e6) }),
      }),
      wrongMediaType: await app.inject({
        method: "POST",
        url: "/api/contact_messages",
        headers: { "content-type": "application/xml" },
        payload: "<message>hello</message>",
      }),
      longParameter: await app.inject({ url: `/api/admin/customers/${"A".repeat(600)}` }),
    };
    expect(
      Object.fromEntries(
        Object.entries(answers).map(([what, res]) => [what, [res.statusCode, res.json().type]]),
      ),
    ).toEqual({
      badQuery: [400, "/problems/validation"],
      brokenEscape: [400, "/problems/validation"],
      noSession: [401, "/problems/unauthorized"],
      staffOnly: [403, "/problems/forbidden"],
      unknownPath: [404, "/problems/not-found"],
      tooLarge: [413, "/problems/payload-too-large"],
      wrongMediaType: [415, "/problems/unsupported-media-type"],
      longParameter: [414, "/problems/uri-too-long"],
    });
  });

  it("answers headers over Node's limit 431 problem details, on a listening server", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `GET /api/health HTTP/1.1\r\nHost: localhost\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`,
        );
      });
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("error", () => {});
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(head).toContain("Content-Type: application/problem+json");
    expect(JSON.parse(body)).toEqual({
      type: "/problems/headers-too-large",
      title: "Request Header Fields Too Large",
      status: 431,
      detail:
        "The request's headers are too large. Send fewer or shorter headers (old cookies for this site, a very long address).",
    });
  });

  it.each(statuses)("answers the %s type's URI with a page naming the error", async (status) => {
    const type = EXPECTED_TYPES[status] as string;
    const res = await app.inject({ url: type });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(`<h1>${EXPECTED_NAMES[status]}</h1>`);
    expect(res.body).toContain(`<title>${EXPECTED_NAMES[status]}: API errors</title>`);
    expect(res.body).toContain(`HTTP ${status} `);
    expect(res.body).toContain(`type <code>${type}</code>`);
    // Its example is the problem details the API sends for that status, type included.
    expect(res.body).toContain(`&quot;type&quot;: &quot;${type}&quot;`);
    // A page of the site: no script at all, its one style by hash, cached for an hour.
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.body).not.toContain("<script");
  });

  it("lists every kind at /problems, and answers an unknown kind 404 with the list", async () => {
    const index = await app.inject({ url: "/problems" });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain("<h1>API errors</h1>");
    for (const status of statuses) {
      expect(index.body).toContain(
        `<a href="${EXPECTED_TYPES[status]}">${EXPECTED_NAMES[status]}</a> (${status}, `,
      );
    }
    const unknown = await app.inject({ url: "/problems/teapot" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(unknown.body).toContain("<h1>Unknown error kind</h1>");
    expect(unknown.body).toContain('<a href="/problems/validation">Invalid request</a>');
  });
});
