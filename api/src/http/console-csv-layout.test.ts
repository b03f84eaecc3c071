import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectJson } from "#api-test/console-calls.ts";
import {
  approvedRequest,
  savePayees,
  seedPayoutBusinesses,
} from "#api-test/payout-batch-fixtures.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/**
 * The console's CSVs take `layout` like the customer's exports (issue 30, decision 0094
 * amendment of 2026-11-27): `plain` by default (the file they always were: one header row, no
 * byte-order mark), `spreadsheet` the same lines after a byte-order mark, no title lines. On the
 * hand-computed businesses of test/payout-batch-fixtures.ts (Terrace ₹500.00 by bank, @Sum Café
 * ₹300.25 by UPI, in batch 1).
 */
describe("the console's CSVs in both layouts", () => {
  let ctx: TestContext;
  let staff: string;
  const BOM = "\uFEFF";

  beforeAll(async () => {
    ctx = await createTestContext();
    const biz = await seedPayoutBusinesses(ctx);
    staff = biz.staff;
    await savePayees(ctx, staff);
    const requestIds = [
      await approvedRequest(ctx, biz.terrace.owner, staff, 500),
      await approvedRequest(ctx, biz.sum.owner, staff, 300.25),
    ];
    const batch = await injectJson(
      ctx.app,
      "POST",
      "/api/admin/payout_batches",
      { source: "requests", requestIds },
      staff,
    );
    expect(batch.statusCode, batch.body).toBe(201);
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ url, headers: { cookie: staff } });
  const withLayout = (url: string, layout: string) =>
    `${url}${url.includes("?") ? "&" : "?"}layout=${layout}`;

  const files: [string, string][] = [
    ["/api/admin/customers.csv?sort=code", "Code,Name,"],
    [
      "/api/admin/collections.csv?customerCode=FC-8101",
      "id,customer_code,customer_name,kiosk_serial,",
    ],
    [
      "/api/admin/collections/import-template.csv",
      "customer_code,kiosk_serial,date,butts_number,butts_kg,visit\r\n",
    ],
    [
      "/api/admin/payout_batches/1/bank.csv",
      "Beneficiary name,Account number,IFSC,Amount,Reference\r\n",
    ],
    ["/api/admin/payout_batches/1/upi.csv", "Beneficiary name,UPI ID,Amount,Reference\r\n"],
  ];

  it.each(files)(
    "%s: plain by default, the header row first, no byte-order mark",
    async (url, head) => {
      const byDefault = await get(url);
      expect(byDefault.statusCode, byDefault.body).toBe(200);
      expect(byDefault.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(byDefault.body.startsWith(head)).toBe(true);
      const plain = await get(withLayout(url, "plain"));
      expect(plain.body).toBe(byDefault.body);
    },
  );

  it.each(files)(
    "%s: the spreadsheet layout is the same lines after a byte-order mark",
    async (url, head) => {
      const plain = await get(url);
      const spreadsheet = await get(withLayout(url, "spreadsheet"));
      expect(spreadsheet.statusCode, spreadsheet.body).toBe(200);
      expect(spreadsheet.body).toBe(`${BOM}${plain.body}`);
      expect(spreadsheet.body.slice(1).startsWith(head)).toBe(true);
      expect(spreadsheet.headers["content-disposition"]).toBe(plain.headers["content-disposition"]);
    },
  );

  it("writes the bank file byte for byte in both layouts", async () => {
    const lines =
      "Beneficiary name,Account number,IFSC,Amount,Reference\r\n" +
      '"Terrace Café, LLP",50100123456789,HDFC0001234,500.00,FCB1-FC-8101\r\n';
    expect((await get("/api/admin/payout_batches/1/bank.csv")).body).toBe(lines);
    expect((await get("/api/admin/payout_batches/1/bank.csv?layout=spreadsheet")).body).toBe(
      `${BOM}${lines}`,
    );
  });

  it.each(files)("%s: another layout is a 400 naming it", async (url) => {
    const res = await get(withLayout(url, "excel"));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "layout", message: expect.stringContaining("spreadsheet") },
    ]);
  });

  it("says in the API reference which layout is the default and what spreadsheet adds", async () => {
    const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<
        string,
        { get: { description: string; parameters: { name: string; schema: unknown }[] } }
      >;
    };
    for (const route of [
      "/admin/customers.csv",
      "/admin/collections.csv",
      "/admin/collections/import-template.csv",
      "/admin/payout_batches/{id}/bank.csv",
      "/admin/payout_batches/{id}/upi.csv",
    ]) {
      const op = doc.paths[route]?.get;
      expect(op?.parameters.find((p) => p.name === "layout")?.schema, route).toMatchObject({
        type: "string",
        enum: ["spreadsheet", "plain"],
        default: "plain",
      });
      expect(op?.description, route).toContain(
        "The default, `plain`: UTF-8 without a byte-order mark, CRLF lines, one header row and one row per line. `?layout=spreadsheet`: the same lines after a byte-order mark",
      );
    }
  });
});
