import { problemTypeOf } from "@filtercycle/contract/problem";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogin } from "#api/areas/accounts/accounts.service.ts";
import { seedDashboardFixtures } from "#api/areas/impact/dashboard.fixtures.ts";
import { createEventType } from "#api/areas/media/media.service.ts";
import { queryRows } from "#api/db/database.ts";
import { multipartBody, SAMPLE_FILES } from "./multipart.ts";
import { sessionCookieFor } from "./session-cookie.ts";
import { createTestContext, type TestContext } from "./test-app.ts";

/**
 * The security walk (docs/decisions/0051): every operation of the app's own OpenAPI document,
 * called as a visitor, as the customer of another business and as staff, with hostile input in
 * every path id, query parameter and body field. It reads the document at run time, so a route
 * added later is walked without editing this test.
 *
 * Asserted: no answer is a 500; no answer to the other business's customer (or a visitor)
 * carries business A's name, code, ids, media or figures; and no request changes what is stored,
 * except a request that passed validation on an endpoint meant to store (an enquiry, an event
 * type): those are listed, not hidden.
 *
 * The walk is split so its parts run in parallel (decision 0081): one test file per caller, and
 * a caller's operations in slices (`api/src/http/security-walk.*.test.ts`), each on its own app
 * and database. A slice is every `of`-th operation of the document read at run time, so the
 * slices together still walk every operation, a new one included, without editing a test.
 */
const PASSWORD = "Correct-Horse-1";
const SOME_UUID = "0b8f5a52-3c1e-4d7a-9f6b-2a4e8c1d5f70";

/** The hostile strings put in every field, query parameter and path id. */
const HOSTILE: Record<string, string> = {
  nul: "walk\u0000er",
  control: "walk\u0001\u0008\u001b[31m\u007fer",
  "sql-or": "' OR 1=1 --",
  "sql-drop": "1; DROP TABLE collections",
  html: '<script>alert(1)</script><img src=x onerror="alert(2)">',
  traversal: "../../etc/passwd",
  "traversal-encoded": "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
};

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  default?: unknown;
};
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  params: Parameter[];
  query: Parameter[];
  bodyType?: "json" | "multipart";
  bodyFields: Record<string, JsonSchema>;
  /** The document names a security scheme: the route needs a session. */
  signedIn: boolean;
};
export type Caller = "visitor" | "other-customer" | "staff";
type Input = { params: Record<string, string>; query: Record<string, unknown>; body: unknown };
type Attempt = {
  op: Operation;
  variant: string;
  caller: Caller;
  res: LightMyRequestResponse;
  sent: string;
};
type StatsAnswer = {
  cigaretteButtCollectionStats: { tillDate: { buttsNumber: number; buttsKgs: number } };
  benefitValueStats: { tillDate: { amount: number } };
};
type Sent = { res: LightMyRequestResponse; sent: string };

/**
 * Valid values for fields whose rule the document does not show (an e-mail checked by a pipe, a
 * phone number's pattern) and for the enquiry forms' honeypot, which must stay empty or the form
 * is silently dropped.
 */
const KNOWN_VALID: Record<string, unknown> = {
  email: "walker@example.com",
  phone: "+91 98250 12345",
  website: "",
};

/** A value the schema accepts, so one hostile field at a time reaches past the others. */
function validValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return "walk";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return validValue(choice.find((s) => s.type !== "null") ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "array":
      return [validValue(schema.items)];
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, validValue(s)]),
      );
    default:
      if (schema.format === "email") return "walker@example.com";
      if (schema.format === "uuid") return SOME_UUID;
      if (schema.format === "date") return "2025-01-01";
      if (schema.format === "date-time") return "2025-01-01T00:00:00.000Z";
      if (schema.format === "uri") return "https://example.com/walk";
      return "Walk text long enough".padEnd(Math.max(schema.minLength ?? 0, 21), "x");
  }
}

/** A value of another type than the schema's: a number for text, text for a number. */
function wrongTypeValue(schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (type === "integer" || type === "number") return "12abc";
  if (type === "boolean") return "yes";
  if (type === "array") return { $ne: null };
  if (type === "object") return ["x"];
  return 12345;
}

function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (method === "head" || method === "parameters") continue;
      const parameters = (raw.parameters ?? []) as Parameter[];
      const content = (raw.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      const json = content?.["application/json"]?.schema;
      const multipart = content?.["multipart/form-data"]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === "path"),
        query: parameters.filter((p) => p.in === "query"),
        bodyType: json ? "json" : multipart ? "multipart" : undefined,
        bodyFields: (json ?? multipart)?.properties ?? {},
        signedIn: Array.isArray(raw.security) && raw.security.length > 0,
      });
    }
  }
  return ops;
}

/**
 * The walk as `caller` over slice `slice.index` (from 0) of `slice.of` of the document's
 * operations; the visitor's first slice also checks the document is read whole.
 */
export function describeSecurityWalk(
  caller: Caller,
  slice: { index: number; of: number } = { index: 0, of: 1 },
): void {
  const part = slice.of > 1 ? `, part ${slice.index + 1} of ${slice.of}` : "";
  describe(`the security walk over every operation of the OpenAPI document (${caller}${part})`, () => {
    let ctx: TestContext;
    /** Every operation of the document, and the ones this part walks. */
    let allOps: Operation[];
    let ops: Operation[];
    /** Each operation's documented statuses and their media types (`GET /x` → 200 → types). */
    let documented: Record<string, Record<string, string[]>>;
    let businessA: { id: string; mediaId: string; secrets: string[] };
    const attempts: Attempt[] = [];
    /** Requests that passed validation on an endpoint that stores: allowed to change rows. */
    const storedByValidRequests: string[] = [];
    const unexpectedChanges: string[] = [];

    /**
     * Row counts of every table and a checksum of the tables that hold a business's data. The
     * session table is left out: logging in and out (the callers' own doing) is meant to change it.
     */
    let snapshotSql: ReturnType<typeof sql.raw>;
    const snapshot = async () =>
      (await queryRows<{ snapshot: string }>(ctx.database.db, snapshotSql))[0]?.snapshot ?? "";

    /**
     * What is stored, as `snapshot()` would say, without taking the snapshot when nothing was
     * written (decision 0088, amendment). Every snapshotted table has a statement trigger that
     * appends a row to `walk_writes` in the writing transaction, so the log's row count moves
     * only when a write to a snapshotted table commits (or an uncommitted one rolls back with its
     * log row). The count is read before the snapshot: if it has not moved since the last
     * reading, no write committed since then, so the snapshot taken after that reading still
     * describes what is stored. Each request costs one count of a small table instead of two
     * snapshots of every table.
     */
    let writesSql: ReturnType<typeof sql.raw>;
    let lastWrites: string | undefined;
    let lastSnapshot = "";
    const stored = async () => {
      const writes = (await queryRows<{ n: string }>(ctx.database.db, writesSql))[0]?.n;
      if (writes === undefined || writes !== lastWrites) {
        lastSnapshot = await snapshot();
        lastWrites = writes;
      }
      return lastSnapshot;
    };

    beforeAll(async () => {
      ctx = await createTestContext();
      const seeded = await seedDashboardFixtures(ctx.database.db);
      await createLogin(ctx.database.db, {
        email: "owner@a.example",
        name: "A",
        password: PASSWORD,
        role: "customer",
        customerId: seeded.a,
      });
      await createLogin(ctx.database.db, {
        email: "owner@b.example",
        name: "B",
        password: PASSWORD,
        role: "customer",
        customerId: seeded.b,
      });
      await createLogin(ctx.database.db, {
        email: "staff@walk.example",
        name: "S",
        password: PASSWORD,
        role: "admin",
      });
      const eventType = await createEventType(ctx.database.db, "Walk launch");
      const staff = await sessionCookieFor(ctx.app, "staff@walk.example", PASSWORD);
      const { body, contentType } = multipartBody([
        { name: "customerId", value: seeded.a },
        { name: "eventTypeId", value: eventType.id },
        {
          name: "file",
          filename: "a-secret-report.pdf",
          data: SAMPLE_FILES["report.pdf"] as Buffer,
        },
      ]);
      const upload = await ctx.app.inject({
        method: "POST",
        url: "/api/admin/media",
        headers: { cookie: staff, "content-type": contentType },
        payload: body,
      });
      expect(upload.statusCode).toBe(201);
      const mediaId = (upload.json() as { id: string }).id;

      // Business A's figures as its own customer sees them: none may reach anyone else.
      const ownerA = await sessionCookieFor(ctx.app, "owner@a.example", PASSWORD);
      const stats = await ctx.app.inject({
        url: "/api/get_customer_specific_stats",
        headers: { cookie: ownerA },
      });
      expect(stats.statusCode).toBe(200);
      // Business A's lifetime butts (1000 + 2000 + … + 5000 in the fixtures): a figure no one else has.
      // Business A's lifetime figures (23,500 butts, 6.345 kg, ₹65.95 in the fixtures): no one
      // else has them.
      const tillDate = (stats.json() as StatsAnswer).cigaretteButtCollectionStats.tillDate;
      const amount = (stats.json() as StatsAnswer).benefitValueStats.tillDate.amount;
      const figures = [tillDate.buttsNumber, tillDate.buttsKgs, amount].map(String);
      expect(figures).toEqual(["23500", "6.345", "65.95"]);
      businessA = {
        id: seeded.a,
        mediaId,
        secrets: [
          "Fixture Café",
          "FC-2001",
          "1, Test Lane",
          seeded.a,
          mediaId,
          "a-secret-report",
          "%PDF-1.7",
          ...figures,
        ],
      };

      const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json();
      allOps = operationsOf(doc);
      documented = Object.fromEntries(
        Object.entries(
          doc.paths as Record<
            string,
            Record<string, { responses?: Record<string, { content?: object }> }>
          >,
        ).flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, op]) => [
            `${method.toUpperCase()} ${path}`,
            Object.fromEntries(
              Object.entries(op.responses ?? {}).map(([status, r]) => [
                status,
                Object.keys(r.content ?? {}),
              ]),
            ),
          ]),
        ),
      );
      ops = allOps.filter((_, i) => i % slice.of === slice.index);

      const tables = (
        await queryRows<{ name: string }>(
          ctx.database.db,
          sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`,
        )
      )
        .map((t) => t.name)
        .filter((name) => name !== "sessions" && !name.startsWith("__drizzle"));
      const checksummed = tables.filter((name) =>
        /customers|collections|kiosks|benefit|awareness|media|users|accounts|contact|partner|settings/.test(
          name,
        ),
      );
      snapshotSql = sql.raw(
        `select concat_ws(',', ${[
          ...tables.map((t) => `'${t}:' || (select count(*) from "${t}")`),
          // A login stamps users.last_sign_in_at (issue 12): signing in is not a stored change.
          ...checksummed.map(
            (t) =>
              `'${t}#' || coalesce((select md5(string_agg((to_jsonb(x) - 'last_sign_in_at')::text, '|' order by (to_jsonb(x) - 'last_sign_in_at')::text)) from "${t}" x), '')`,
          ),
        ].join(", ")}) as snapshot`,
      );
      // The write log `stored()` reads: one row per statement that wrote to a snapshotted table.
      const [{ schema } = { schema: "public" }] = await queryRows<{ schema: string }>(
        ctx.database.db,
        sql`select current_schema() as schema`,
      );
      const log = `"${schema}"."walk_writes"`;
      await ctx.database.db.execute(
        sql.raw(`create table ${log} (n bigint generated always as identity)`),
      );
      await ctx.database.db.execute(
        sql.raw(
          `create function "${schema}".walk_wrote() returns trigger language plpgsql as $$ begin insert into ${log} default values; return null; end $$`,
        ),
      );
      for (const t of tables) {
        await ctx.database.db.execute(
          sql.raw(
            `create trigger walk_wrote after insert or update or delete or truncate on "${schema}"."${t}" for each statement execute function "${schema}".walk_wrote()`,
          ),
        );
      }
      writesSql = sql.raw(`select count(*)::text as n from ${log}`);
    });
    afterAll(() => ctx?.close());

    const cookieFor: Record<Caller, () => Promise<string | undefined>> = {
      visitor: async () => undefined,
      "other-customer": () => sessionCookieFor(ctx.app, "owner@b.example", PASSWORD),
      staff: () => sessionCookieFor(ctx.app, "staff@walk.example", PASSWORD),
    };

    const validInput = (op: Operation): Input => ({
      params: Object.fromEntries(op.params.map((p) => [p.name, SOME_UUID])),
      query: Object.fromEntries(op.query.map((p) => [p.name, validValue(p.schema)])),
      body: Object.fromEntries(
        Object.entries(op.bodyFields).map(([k, s]) => [
          k,
          k in KNOWN_VALID ? KNOWN_VALID[k] : validValue(s),
        ]),
      ),
    });

    /** Every path id, query parameter and body field set to one value. */
    const everywhere = (op: Operation, value: (schema?: JsonSchema) => unknown): Input => ({
      params: Object.fromEntries(op.params.map((p) => [p.name, String(value(p.schema))])),
      query: Object.fromEntries(op.query.map((p) => [p.name, value(p.schema)])),
      body: Object.fromEntries(Object.entries(op.bodyFields).map(([k, s]) => [k, value(s)])),
    });

    /** The valid input with one field (`where.name`) replaced by `value`. */
    const oneField = (
      op: Operation,
      where: { in: "path" | "query" | "body"; name: string },
      value: unknown,
    ): Input => {
      const input = validInput(op);
      if (where.in === "path") input.params[where.name] = String(value);
      if (where.in === "query") input.query[where.name] = value;
      if (where.in === "body") (input.body as Record<string, unknown>)[where.name] = value;
      return input;
    };

    const queryString = (query: Record<string, unknown>) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) {
        for (const item of Array.isArray(v) ? v : [v]) {
          search.append(k, typeof item === "object" ? JSON.stringify(item) : String(item));
        }
      }
      const text = search.toString();
      return text ? `?${text}` : "";
    };

    /** Sends one request: `raw` overrides the body bytes (malformed, huge, deep). */
    const send = async (
      op: Operation,
      input: Input,
      cookie: string | undefined,
      raw?: { payload: string; contentType?: string; encodePath?: boolean },
    ) => {
      const encode = raw?.encodePath === false ? (v: string) => v : encodeURIComponent;
      const path = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) =>
        encode(input.params[name] ?? SOME_UUID),
      );
      const headers: Record<string, string> = cookie ? { cookie } : {};
      let payload: string | Buffer | undefined;
      if (raw) {
        payload = raw.payload;
        headers["content-type"] = raw.contentType ?? "application/json";
      } else if (op.bodyType === "multipart") {
        const parts = Object.entries(input.body as Record<string, unknown>).map(([name, value]) =>
          name === "file"
            ? {
                name,
                filename: typeof value === "string" ? value : "walk.pdf",
                data: SAMPLE_FILES["report.pdf"] as Buffer,
              }
            : { name, value: typeof value === "string" ? value : JSON.stringify(value) },
        );
        const multipart = multipartBody(parts);
        payload = multipart.body;
        headers["content-type"] = multipart.contentType;
      } else if (op.bodyType === "json") {
        payload = JSON.stringify(input.body);
        headers["content-type"] = "application/json";
      }
      const url = `/api${path}${queryString(input.query)}`;
      const res = await ctx.app.inject({
        method: op.method as "GET",
        url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      return { res, sent: `${url} ${payload?.toString() ?? ""}` };
    };

    /** The hostile requests for one operation: [variant name, how to send it]. */
    const variantsOf = (op: Operation, admitted: boolean) => {
      const variants: [string, (cookie?: string) => Promise<Sent>][] = [];
      for (const [name, value] of Object.entries(HOSTILE)) {
        variants.push([
          `${name} everywhere`,
          (c) =>
            send(
              op,
              everywhere(op, () => value),
              c,
            ),
        ]);
      }
      variants.push([`wrong types everywhere`, (c) => send(op, everywhere(op, wrongTypeValue), c)]);
      if (op.params.length > 0) {
        const raw = { payload: "{}", encodePath: false };
        variants.push([
          "raw traversal in the path",
          (c) =>
            send(
              op,
              everywhere(op, () => "..%2f..%2f..%2fetc%2fpasswd"),
              c,
              raw,
            ),
        ]);
        variants.push([
          "business A's media id as the path id",
          (c) =>
            // Only the path id is A's; the rest is valid, so the request reaches the handler.
            send(
              op,
              { ...validInput(op), params: everywhere(op, () => businessA.mediaId).params },
              c,
            ),
        ]);
      }
      if (op.bodyType === "json") {
        variants.push(["malformed JSON", (c) => send(op, validInput(op), c, { payload: '{"a":' })]);
        variants.push([
          "a body over 1 MB",
          (c) =>
            send(op, validInput(op), c, {
              payload: JSON.stringify({
                ...(validInput(op).body as object),
                pad: "x".repeat(1.1e6),
              }),
            }),
        ]);
        variants.push([
          "a body nested 5000 deep",
          (c) =>
            send(op, validInput(op), c, {
              payload: `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`,
            }),
        ]);
        variants.push([
          "unexpected extra fields",
          (c) =>
            send(op, validInput(op), c, {
              payload: JSON.stringify({
                ...(validInput(op).body as object),
                role: "admin",
                customerId: businessA.id,
                constructor: { prototype: { isAdmin: true } },
                // A `__proto__` key in an object literal sets the prototype; in the JSON text it is a key.
              }).replace('"role"', '"__proto__":{"isAdmin":true},"role"'),
            }),
        ]);
        variants.push([
          "a JSON array body",
          (c) => send(op, validInput(op), c, { payload: "[1,2,3]" }),
        ]);
      }
      if (op.bodyType === "multipart") {
        variants.push([
          "a truncated multipart body",
          (c) =>
            send(op, validInput(op), c, {
              payload:
                '------x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n',
              contentType: "multipart/form-data; boundary=----x",
            }),
        ]);
      }
      if (op.method === "GET") {
        variants.push([
          "customerId of business A in the query",
          (c) =>
            send(
              op,
              { ...validInput(op), query: { ...validInput(op).query, customerId: businessA.id } },
              c,
            ),
        ]);
      }
      // One field at a time, the others valid, for the caller the route admits.
      if (admitted) {
        const fields = [
          ...op.params.map((p) => ({ in: "path" as const, name: p.name, schema: p.schema })),
          ...op.query.map((p) => ({ in: "query" as const, name: p.name, schema: p.schema })),
          ...Object.entries(op.bodyFields).map(([name, schema]) => ({
            in: "body" as const,
            name,
            schema,
          })),
        ];
        for (const field of fields) {
          for (const [name, value] of Object.entries(HOSTILE)) {
            variants.push([
              `${name} in ${field.in} ${field.name}`,
              (c) => send(op, oneField(op, field, value), c),
            ]);
          }
          variants.push([
            `wrong type in ${field.in} ${field.name}`,
            (c) => send(op, oneField(op, field, wrongTypeValue(field.schema)), c),
          ]);
        }
      }
      return variants;
    };

    /** The caller a route admits: staff under /admin/, a customer for any other signed-in route. */
    const scopeOf = (op: Operation): Caller =>
      op.path.startsWith("/admin/") ? "staff" : op.signedIn ? "other-customer" : "visitor";

    const walk = async (caller: Caller) => {
      let before = await stored();
      let cookie: string | undefined;
      for (const op of ops) {
        for (const [variant, request] of variantsOf(op, scopeOf(op) === caller)) {
          // One session per caller, renewed after the walk calls the logout route (which ends it).
          cookie ??= await cookieFor[caller]();
          const stable = await stored();
          if (stable !== before) unexpectedChanges.push(`(logging in as ${caller})`);
          const { res, sent } = await request(cookie);
          attempts.push({ op, variant, caller, res, sent });
          if (op.path === "/customer_logout") cookie = undefined;
          const after = await stored();
          if (after !== stable) {
            const what = `${caller}: ${op.method} ${op.path} ${variant} → ${res.statusCode}`;
            if (op.method !== "GET" && res.statusCode < 300) storedByValidRequests.push(what);
            else unexpectedChanges.push(what);
          }
          before = after;
        }
      }
    };

    const label = (a: Attempt) => `${a.caller}: ${a.op.method} ${a.op.path} ${a.variant}`;

    if (caller === "visitor" && slice.index === 0) {
      it("reads every operation from the OpenAPI document, with who may call it", () => {
        expect(allOps.length).toBeGreaterThanOrEqual(25);
        const callers = Object.fromEntries(
          allOps.map((op) => [`${op.method} ${op.path}`, scopeOf(op)]),
        );
        expect(callers["POST /customer_login"]).toBe("visitor");
        expect(callers["GET /get_green_impact"]).toBe("other-customer");
        expect(callers["PATCH /admin/inbox/{id}"]).toBe("staff");
      });
    }

    it(`never answers ${caller} a 500, whatever the input`, async () => {
      expect(ops.length).toBeGreaterThan(0);
      const start = attempts.length;
      await walk(caller);
      const mine = attempts.slice(start);
      expect(mine.length).toBeGreaterThan(ops.length * 8);

      expect(
        mine
          .filter((a) => a.res.statusCode >= 500)
          .map((a) => `${label(a)} → ${a.res.statusCode} ${a.res.body.slice(0, 200)}`),
      ).toEqual([]);
    }, 600_000);

    it(`sends ${caller} every error as problem details whose type is its status's kind`, () => {
      const mine = attempts.filter((a) => a.caller === caller && a.res.statusCode >= 400);
      expect(mine.length).toBeGreaterThan(0);
      expect(
        mine
          .filter((a) => {
            const contentType = String(a.res.headers["content-type"]);
            if (!contentType.startsWith("application/problem+json")) return true;
            const type = (a.res.json() as { type?: string }).type;
            return type !== problemTypeOf(a.res.statusCode) || type === "about:blank";
          })
          .map((a) => `${label(a)} → ${a.res.statusCode} ${a.res.body.slice(0, 120)}`),
      ).toEqual([]);
    });

    it(`documents every status ${caller} met for an operation, errors as problem details`, () => {
      const mine = attempts.filter((a) => a.caller === caller);
      expect(mine.length).toBeGreaterThan(0);
      const undocumented = new Set<string>();
      for (const a of mine) {
        const where = `${a.op.method} ${a.op.path}`;
        const types = documented[where]?.[String(a.res.statusCode)];
        if (!types) undocumented.add(`${where} → ${a.res.statusCode}, not documented`);
        else if (a.res.statusCode >= 400 && !types.includes("application/problem+json")) {
          undocumented.add(`${where} → ${a.res.statusCode}, not documented as problem details`);
        }
      }
      expect([...undocumented].sort()).toEqual([]);
    });

    if (caller !== "staff")
      it("never shows business A's name, code, ids, file or figures to a visitor or business B", () => {
        const outsiders = attempts.filter((a) => a.caller !== "staff");
        expect(outsiders.length).toBeGreaterThan(0);
        const leaks = outsiders.flatMap((a) =>
          businessA.secrets
            // The caller's own words echoed back (a problem's `instance` URL) are not a leak.
            .filter((secret) => a.res.body.includes(secret) && !a.sent.includes(secret))
            .map((s) => `${label(a)}: ${s}`),
        );
        expect(leaks).toEqual([]);
      });

    it("stores nothing, except what a request that passed validation was meant to store", () => {
      expect(attempts.length).toBeGreaterThan(0);
      expect(unexpectedChanges).toEqual([]);
      // The honest exception, listed: only the enquiry forms, a login's own e-mail choices,
      // an owner's changes to its team, problem reports, payout requests and own sessions (issue 14) and staff's
      // own writes (any state-changing /admin/ route: the console records the business) store.
      const storingRoutes = new Set(
        storedByValidRequests.map((s) => s.split(" ").slice(1, 3).join(" ")),
      );
      expect(
        [...storingRoutes].filter(
          (r) =>
            !/^(POST \/(contact_messages|partner_applications|payout_requests)|PATCH \/account\/notifications|(POST|DELETE) \/team\b|POST \/collections\/\{id\}\/problem|DELETE \/account\/sessions\/|(POST|PATCH|DELETE) \/admin\/)/.test(
              r,
            ),
        ),
      ).toEqual([]);
    });

    if (caller === "visitor" && slice.index === 0)
      it("notices a write that no request was meant to make, in a checksummed or a counted table", async () => {
        const untouched = await stored();
        expect(untouched).toBe(await snapshot());
        await ctx.app.inject({ url: "/api/openapi.json" });
        expect(await stored()).toBe(untouched);

        // A changed field: the row count stays, the checksum of customers moves.
        await ctx.database.db.execute(
          sql`update customers set name = name || ' (planted)' where id = ${businessA.id}`,
        );
        const renamed = await stored();
        expect(renamed).not.toBe(untouched);
        expect(renamed).toBe(await snapshot());

        // A row added to a table only counted (the audit log is not checksummed).
        await ctx.database.db.execute(
          sql`insert into audit_log (actor_name, entity, entity_id, action) values ('planted', 'walk', 'walk', 'planted')`,
        );
        const logged = await stored();
        expect(logged).not.toBe(renamed);
        expect(logged).toBe(await snapshot());

        // A write that rolls back changes nothing stored.
        await expect(
          ctx.database.db.transaction(async (tx) => {
            await tx.execute(sql`update customers set name = 'rolled back'`);
            throw new Error("rolled back");
          }),
        ).rejects.toThrow("rolled back");
        expect(await stored()).toBe(logged);
        expect(logged).toBe(await snapshot());
      });
  });
}
