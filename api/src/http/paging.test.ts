import { endpointList } from "@filtercycle/contract/api/endpoints";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Db, queryRows } from "#api/db/database.ts";
import { aCustomer, aKiosk } from "#api-test/builders.ts";
import { signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/**
 * One way to page (issue 30, docs/decisions/0094 amendment "one way to page"): every list that
 * can grow without bound takes `page` and `pageSize` and answers `{ items, page, pageSize,
 * total }`. Each list below gets five rows of its own, made at known times one minute apart,
 * and is read two at a time: the first page, the next, the last (one row), one past the end
 * (no rows, the same total), and bad paging values (400 naming the field).
 */

type Item = Record<string, unknown>;
type ListCase = {
  what: string;
  url: string;
  who: "staff" | "owner";
  /** Five rows, named 1 to 5: row n made n minutes before 12:00 UTC on 20 Nov 2026. */
  seed: (db: Db, ids: { customerId: string; kioskIds: string[] }) => Promise<void>;
  /** The row's name as it comes back. */
  name: (item: Item) => string;
  /** The list's order: newest first (1, 2, …), or oldest first for a queue (5, 4, …). */
  order: string[];
  /** Figures of the whole list beside the page, the same on every page. */
  beside?: Item;
};

const at = (n: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) - n * 60_000).toISOString();
const FIVE = [1, 2, 3, 4, 5];
const NEWEST_FIRST = ["1", "2", "3", "4", "5"];

const cases: ListCase[] = [
  {
    what: "a business's payout requests",
    url: "/api/payout_requests",
    who: "owner",
    seed: async (db, { customerId }) => {
      for (const n of FIVE)
        await db.execute(sql`insert into payout_requests
          (customer_id, amount, status, requested_by_name, decline_reason, created_at)
          values (${customerId}, ${n}, 'declined', 'Ravi', 'Not now', ${at(n)})`);
    },
    name: (item) => String(item.amount),
    order: NEWEST_FIRST,
  },
  {
    what: "a business's pickup requests",
    url: "/api/pickup_requests",
    who: "owner",
    seed: async (db, { customerId, kioskIds }) => {
      for (const n of FIVE)
        await db.execute(sql`insert into pickup_requests
          (kiosk_id, customer_id, reason, note, status, created_at)
          values (${kioskIds[n % 2]}, ${customerId}, 'kiosk_full', ${String(n)}, 'declined', ${at(n)})`);
    },
    name: (item) => String(item.note),
    order: NEWEST_FIRST,
  },
  {
    what: "the console's pickup requests of one status (a queue: oldest first)",
    url: "/api/admin/pickup_requests?status=declined",
    who: "staff",
    seed: async () => {
      // The business's five declined requests above.
    },
    name: (item) => String(item.note),
    order: ["5", "4", "3", "2", "1"],
  },
  {
    what: "the inbox",
    url: "/api/admin/inbox",
    who: "staff",
    seed: async (db) => {
      for (const n of FIVE)
        await db.execute(sql`insert into contact_messages (name, email, message, created_at)
          values (${String(n)}, ${`sender${n}@example.com`}, 'Hello', ${at(n)})`);
    },
    name: (item) => String(item.name),
    order: NEWEST_FIRST,
    beside: { openCount: 5 },
  },
  {
    what: "the console's media files",
    url: "/api/admin/media",
    who: "staff",
    seed: async (db, { customerId }) => {
      const [type] = await queryRows<{ id: string }>(
        db,
        sql`insert into media_event_types (name) values ('Awareness drive') returning id`,
      );
      for (const n of FIVE)
        await db.execute(sql`insert into media
          (customer_id, event_type_id, storage_key, original_name, content_type, kind, size_bytes, created_at)
          values (${customerId}, ${type?.id}, ${`paging-${n}`}, ${`${n}.pdf`}, 'application/pdf', 'pdf', 1000, ${at(n)})`);
    },
    name: (item) => String(item.fileName).replace(".pdf", ""),
    order: NEWEST_FIRST,
  },
  {
    what: "the custody batches",
    url: "/api/admin/batches",
    who: "staff",
    seed: async (db) => {
      // Newest first by the day started: batch 1 started last.
      for (const n of FIVE)
        await db.execute(sql`insert into processing_batches (code, started_on)
          values (${`B-${n}`}, ${`2026-11-${String(20 - n).padStart(2, "0")}`})`);
    },
    name: (item) => String(item.code).replace("B-", ""),
    order: NEWEST_FIRST,
  },
  {
    what: "a business's awareness sessions",
    url: "/api/admin/customers/FC-9101/awareness-sessions",
    who: "staff",
    seed: async (db, { customerId }) => {
      for (const n of FIVE)
        await db.execute(sql`insert into awareness_records (customer_id, held_on, people_reached, title)
          values (${customerId}, ${`2026-11-${String(20 - n).padStart(2, "0")}`}, ${n * 10}, ${String(n)})`);
    },
    name: (item) => String(item.title),
    order: NEWEST_FIRST,
    // 10 + 20 + 30 + 40 + 50: every session's people, whichever page is shown.
    beside: { peopleReached: 150, smokersServed: 0 },
  },
];

describe("one way to page", () => {
  let ctx: TestContext;
  const cookies = { staff: "", owner: "" };
  const get = (url: string, who: "staff" | "owner") =>
    ctx.app.inject({ url, headers: { cookie: cookies[who] } });
  const withQuery = (url: string, query: string) =>
    `${url}${url.includes("?") ? "&" : "?"}${query}`;

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    const customer = await aCustomer(db, { code: "FC-9101", name: "Paging Café" });
    const kiosks = [
      await aKiosk(db, customer, { label: "Terrace" }),
      await aKiosk(db, customer, { label: "Lobby" }),
    ];
    for (const list of cases)
      await list.seed(db, { customerId: customer.id, kioskIds: kiosks.map((k) => k.id) });
    cookies.staff = (
      await signedInLogin(ctx, { email: "staff@paging.example", name: "Asha", role: "admin" })
    ).cookie;
    cookies.owner = (
      await signedInLogin(ctx, {
        email: "owner@paging.example",
        name: "Ravi",
        role: "customer",
        customerId: customer.id,
      })
    ).cookie;
  });
  afterAll(() => ctx.close());

  describe.each(cases)("$what", (list) => {
    const page = async (query: string) => {
      const res = await get(withQuery(list.url, query), list.who);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: Item[] } & Item;
      return { ...body, names: body.items.map(list.name) };
    };

    it("answers the first page with the list's total", async () => {
      const first = await page("pageSize=2");
      expect(first.names).toEqual(list.order.slice(0, 2));
      expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5, ...list.beside });
    });

    it("answers the next page, then the last, then none past the end", async () => {
      expect((await page("page=2&pageSize=2")).names).toEqual(list.order.slice(2, 4));
      const last = await page("page=3&pageSize=2");
      expect(last.names).toEqual(list.order.slice(4));
      expect(last).toMatchObject({ page: 3, pageSize: 2, total: 5, ...list.beside });
      const past = await page("page=4&pageSize=2");
      expect(past).toMatchObject({ items: [], page: 4, pageSize: 2, total: 5 });
    });

    it("answers the whole list in one page of 50 when no page is asked for", async () => {
      const all = await page("");
      expect(all.names).toEqual(list.order);
      expect(all).toMatchObject({ page: 1, pageSize: 50, total: 5 });
    });

    it.each([
      ["page=0", "page", "must be 1 or more"],
      ["page=two", "page", "must be a whole number, 1 or more"],
      ["page=1.5", "page", "must be a whole number, 1 or more"],
      ["pageSize=0", "pageSize", "must be 1 or more"],
      ["pageSize=201", "pageSize", "must be 200 or less"],
      ["pageSize=many", "pageSize", "must be a whole number from 1 to 200"],
    ])("refuses %s with a 400 naming %s", async (query, field, message) => {
      const res = await get(withQuery(list.url, query), list.who);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    });
  });

  it("counts the inbox's total under its filter, the open count of every kind beside it", async () => {
    const db = ctx.database.db;
    await db.execute(sql`update contact_messages set handled_at = now() where name in ('1', '2')`);
    const res = await get("/api/admin/inbox?status=handled&pageSize=1", "staff");
    expect(res.json()).toMatchObject({ page: 1, pageSize: 1, total: 2, openCount: 3 });
    expect(res.json().items.map((item: Item) => item.name)).toEqual(["1"]);
    await db.execute(sql`update contact_messages set handled_at = null`);
  });

  it("says in the API reference how each paged list pages, and where its page is", async () => {
    const document = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
      info: { description: string };
      paths: Record<
        string,
        Record<string, { description: string; parameters?: { name: string; in: string }[] }>
      >;
    };
    expect(document.info.description).toContain(
      "Lists that can grow page one way: `page` (from 1) and `pageSize` (1–200, default 50)",
    );
    const paged = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.parameters?.some((p) => p.in === "query" && p.name === "pageSize"))
        .map(([method, op]) => ({
          at: `${method.toUpperCase()} ${path}`,
          description: op.description,
        })),
    );
    expect(paged.map((op) => op.at)).toEqual(
      expect.arrayContaining([
        "GET /payout_requests",
        "GET /pickup_requests",
        "GET /admin/inbox",
        "GET /admin/pickup_requests",
        "GET /admin/media",
        "GET /admin/batches",
        "GET /admin/customers/{code}/awareness-sessions",
        "GET /pickups",
      ]),
    );
    for (const op of paged) {
      const where = op.at === "GET /pickups" ? "`history`" : "the answer";
      expect(op.description, op.at).toContain(
        `**Paging:** \`page\` (from 1, default 1) and \`pageSize\` (1 to 200, default 50); ${where} is \`{ items, page, pageSize, total }\``,
      );
    }
  });

  it("still tells each kiosk its last request on the Service tab, whatever page the requests are on", async () => {
    const res = await get("/api/pickups", "owner");
    const kiosks = res.json().kiosks as { label: string; lastRequest: { note: string } | null }[];
    // Requests 1, 3, 5 went to the Lobby (kiosk 2), 2 and 4 to the Terrace; 1 is the newest.
    expect(kiosks.map((k) => [k.label, k.lastRequest?.note])).toEqual(
      expect.arrayContaining([
        ["Terrace", "2"],
        ["Lobby", "1"],
      ]),
    );
  });
});

/** JSON Schema of `schema` with every object inline (no names from the API reference's table). */
const inline = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", metadata: z.registry() });

/**
 * The lists an answer may hold without paging, and why each stays short: a list that can grow
 * without bound must be paged (`pageOf`). A new list answer fails the test below until it is
 * paged or named here with its bound.
 */
const BOUNDED_LISTS: Record<string, string> = {
  "impactMethods.versions": "the impact method's versions: one per change of the factors",
  "monthlyCollections.months": "at most MONTHLY_COLLECTIONS_MAX_MONTHS months, one per month",
  "customerMedia.data": "SPEC.md §7 fixes the shape: `data`, every file (its exception)",
  "pickups.kiosks": "the business's kiosks in service (its paged history is `history`)",
  "notices.items": "the notices in force now",
  "statement.entries":
    "a statement of the period asked for (opening, running and closing balance need it whole; the CSV and Excel copies are the same rows)",
  "kioskBreakdown.kiosks": "the business's kiosks in the period",
  "team.members": "the logins of one business",
  "accountSessions.items": "the login's live sessions",
  "apiTokens.items": "the login's working tokens",
  "apiTokens.revoked": "at most API_TOKENS_REVOKED_SHOWN ended tokens",
  "verifyCertificate.batches": "one certificate's batches",
  "verifyCertificate.restatements": "one certificate's restatements",
  "esgPack.availableYears": "one per financial year of service",
  "esgPack.months": "twelve months of one financial year",
  "esgPack.methods": "the method versions used in one year",
  "adminEsgPack.availableYears": "one per financial year of service",
  "adminEsgPack.months": "twelve months of one financial year",
  "adminEsgPack.methods": "the method versions used in one year",
  "adminEventTypes.data": "staff's own short vocabulary of event types",
  "adminAuditLog.entities": "the kinds of record the log names (a filter's choices)",
  "adminAuditLog.actors": "the people who changed something (a filter's choices)",
  "adminCustomerKiosks.items": "one business's kiosks",
  "adminKioskModels.items": "the product's short list of kiosk models",
  "adminPickups.stops": "the stops of at most 31 days (the route a collector needs whole, offline)",
  "adminSettings.factorVersions": "one per change of the impact factors",
  "adminPayoutBatch.items": "one batch's payouts",
  "adminPlan.routes": "one day's routes, one per collector working that day",
  "adminPlan.unplanned": "the stops of one day that did not fit on a route",
};

describe("every list that can grow without bound is paged", () => {
  const lists = endpointList
    .filter((endpoint) => endpoint.method === "GET" && endpoint.response[200])
    .flatMap((endpoint) => {
      type Json = { type?: string; properties?: Record<string, Json> };
      const json = inline(endpoint.response[200] as z.ZodType, "output") as Json;
      const isPage = (schema: Json) =>
        ["items", "page", "pageSize", "total"].every((key) => key in (schema.properties ?? {}));
      // A page's own `items` are paged; any other list at the top of the answer is not.
      return Object.entries(json.properties ?? {})
        .filter(([key, value]) => value.type === "array" && !(isPage(json) && key === "items"))
        .map(([key]) => `${endpoint.name}.${key}`);
    });

  it("names no list that is not in the answers any more", () => {
    expect(Object.keys(BOUNDED_LISTS).filter((list) => !lists.includes(list))).toEqual([]);
  });

  it("pages every other list, and the paged lists take page and pageSize", () => {
    expect(lists.filter((list) => !(list in BOUNDED_LISTS))).toEqual([]);
    for (const endpoint of endpointList) {
      const answer = endpoint.response[200];
      if (endpoint.method !== "GET" || !answer) continue;
      const json = inline(answer, "output") as {
        properties?: Record<string, { properties?: Record<string, unknown> }>;
      };
      const holdsPage = [json, ...Object.values(json.properties ?? {})].some((schema) =>
        ["items", "page", "pageSize", "total"].every((key) => key in (schema?.properties ?? {})),
      );
      if (!holdsPage) continue;
      const query = endpoint.query
        ? (inline(endpoint.query, "input") as {
            properties?: Record<string, unknown>;
          })
        : {};
      expect(Object.keys(query.properties ?? {}), endpoint.name).toEqual(
        expect.arrayContaining(["page", "pageSize"]),
      );
    }
  });
});
