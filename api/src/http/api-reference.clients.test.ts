import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatSharePercent } from "@filtercycle/contract/format";
import { compileErrors, validate as readmeValidate } from "@readme/openapi-parser";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createDiskStorage } from "../areas/media/storage/disk-storage.ts";
import { DEMO_CUSTOMER_LOGIN, DEMO_STAFF_LOGIN } from "../seed/demo-logins.ts";
import { seedDemoData } from "../seed/seed.ts";

const TODAY = "2026-11-21";

/** A plain kiosk CSV with its Share column written as the spreadsheet form writes it ("63%"). */
function sharesRounded(csv: string): string {
  const [header = [], ...rows] = parse(csv) as string[][];
  const share = header.indexOf("Share");
  const rounded = rows.map((row) =>
    row.map((cell, i) => (i === share ? `${formatSharePercent(Number(cell))}%` : cell)),
  );
  return stringify([header, ...rounded], { record_delimiter: "windows" });
}
const REPO = fileURLToPath(new URL("../../../", import.meta.url));

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  responses: Record<string, Response>;
  security?: unknown[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

const pointer = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

/** Required query values a caller would send, by name (the seeded data's own period and year). */
const QUERY_VALUES: Record<string, string> = {
  startDate: "2026-04-01",
  endDate: "2026-10-31",
  year: "2025-26",
  from: "2026-04-01",
  to: "2026-10-31",
};

/**
 * The integrator's check (issue 30): the document the app serves on a seeded database is valid
 * for two independent validators, a client generated from it with `openapi-typescript` compiles
 * with `openapi-fetch` and no cast, and every GET the seeded data answers matches it (ajv,
 * draft 2020-12).
 */
describe("the served OpenAPI document, as an integrator uses it", () => {
  let ctx: TestContext;
  let doc: Document;
  let raw: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoData(ctx.database.db, { storage: createDiskStorage(ctx.dataDir), today: TODAY });
    const res = await ctx.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    raw = res.body;
    doc = res.json();
  });
  afterAll(() => ctx.close());

  it("names every object of more than three fields under components/schemas", () => {
    const inline: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (Array.isArray(schema)) {
        schema.forEach((s, i) => {
          walk(s, `${where}/${i}`);
        });
        return;
      }
      if (typeof schema !== "object" || schema === null) return;
      const s = schema as Schema;
      if (s.properties && Object.keys(s.properties as Schema).length > 3) inline.push(where);
      for (const [key, child] of Object.entries(s)) {
        if (key === "example" || key === "examples") continue;
        walk(child, `${where}/${key}`);
      }
    };
    walk(doc.paths, "#/paths");
    expect(inline).toEqual([]);
    const schemas = (JSON.parse(raw) as { components: { schemas: Schema } }).components.schemas;
    for (const name of [
      "Problem",
      "Customer",
      "Kiosk",
      "Collection",
      "StatementEntry",
      "PayoutRequest",
      "Pickup",
      "Certificate",
    ]) {
      expect(Object.keys(schemas)).toContain(name);
    }
  });

  it("describes every operation and gives each answer with a body an example that matches it", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...JSON.parse(raw), $id: "https://filtercycle.example/openapi.json" });
    const undescribed: string[] = [];
    const unexemplified: string[] = [];
    const wrong: string[] = [];
    let operations = 0;
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        const name = `${method.toUpperCase()} ${route}`;
        if (!(op as { description?: string }).description?.trim()) undescribed.push(name);
        for (const [status, response] of Object.entries(op.responses)) {
          if (!status.startsWith("2")) continue;
          for (const [type, media] of Object.entries(response.content ?? {})) {
            const example = (media as { example?: unknown }).example;
            // A file's bytes (an image, a video) have no example; the text files do.
            const binary = (media as { schema?: Schema }).schema?.format === "binary";
            if (example === undefined && !(binary && !type.startsWith("text/"))) {
              unexemplified.push(`${name} ${status} ${type}`);
              continue;
            }
            if (!type.endsWith("json")) continue;
            const check = ajv.getSchema(
              `https://filtercycle.example/openapi.json#/paths/${pointer(route)}/${method}/responses/${status}/content/${pointer(type)}/schema`,
            );
            if (check && !check(example)) {
              wrong.push(
                `${name} ${status}: ${ajv.errorsText(check.errors, { dataVar: "example" })}`,
              );
            }
          }
        }
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(undescribed).toEqual([]);
    expect(unexemplified).toEqual([]);
    expect(wrong).toEqual([]);
  });

  it("is valid for @readme/openapi-parser and @seriousme/openapi-schema-validator", async () => {
    const readme = await readmeValidate(JSON.parse(raw));
    expect(readme.valid ? "" : compileErrors(readme)).toBe("");
    const validator = new Validator();
    const seriousme = await validator.validate(JSON.parse(raw));
    expect(seriousme.errors ?? [], String(JSON.stringify(seriousme.errors)).slice(0, 2000)).toEqual(
      [],
    );
    expect(seriousme.valid).toBe(true);
  });

  it("generates types a small openapi-fetch client compiles against, without a cast", async () => {
    const types = astToString(await openapiTS(JSON.parse(raw)));
    // Inside the repository, so `openapi-fetch` resolves from its node_modules.
    const cache = path.join(REPO, "node_modules", ".cache");
    await mkdir(cache, { recursive: true });
    const dir = await mkdtemp(path.join(cache, "openapi-client-"));
    try {
      await writeFile(path.join(dir, "api.d.ts"), types);
      await writeFile(
        path.join(dir, "client.ts"),
        [
          'import createClient from "openapi-fetch";',
          'import type { components, paths } from "./api.js";',
          "",
          'const client = createClient<paths>({ baseUrl: "https://filtercycle.example/api" });',
          "export async function totals(): Promise<number> {",
          '  const { data, error } = await client.GET("/get_green_impact");',
          "  if (error) throw new Error(error.detail);",
          "  return data.cigarette_butts_collected_in_no;",
          "}",
          "export async function statement(): Promise<string[]> {",
          '  const { data } = await client.GET("/statement", {',
          '    params: { query: { startDate: "2026-04-01", endDate: "2026-10-31" } },',
          "  });",
          "  return (data?.entries ?? []).map((entry) => entry.date);",
          "}",
          "export type Problem = components['schemas']['Problem'];",
          "",
        ].join("\n"),
      );
      // README's "API clients" example, as written, against the same types.
      const readme = await readFile(path.join(REPO, "README.md"), "utf8");
      const example = readme.split("\n### API clients\n")[1]?.match(/```ts\n([\s\S]*?)```/)?.[1];
      if (!example) throw new Error('README has no "API clients" example');
      expect(example.trim().split("\n")).toHaveLength(5);
      await writeFile(path.join(dir, "filtercycle-api.d.ts"), types);
      await writeFile(path.join(dir, "readme-example.ts"), example);
      const program = ts.createProgram(
        [path.join(dir, "client.ts"), path.join(dir, "readme-example.ts")],
        {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
          types: [],
        },
      );
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("documents GET /media/{id}/file as the file's own type, which is what it answers", async () => {
    const cookie = await sessionCookieFor(
      ctx.app,
      DEMO_CUSTOMER_LOGIN.email,
      DEMO_CUSTOMER_LOGIN.password,
    );
    const list = await ctx.app.inject({ url: "/api/get_customer_videos", headers: { cookie } });
    const items = list.json().data as { id: string; kind: string }[];
    const image = items.find((item) => item.kind === "image");
    if (!image) throw new Error("the seed has no image");
    const file = await ctx.app.inject({ url: `/api/media/${image.id}/file`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^image\/(jpeg|png|webp|gif)/);
    const op = doc.paths["/media/{id}/file"]?.get;
    expect(Object.keys(op?.responses["200"]?.content ?? {})).toEqual(["*/*"]);
    expect(Object.keys(op?.responses["206"]?.content ?? {})).toEqual(["*/*"]);
  });

  it("documents what staff get from each customer GET: customerId where it is required, 403 where refused", async () => {
    const cookie = await sessionCookieFor(
      ctx.app,
      DEMO_STAFF_LOGIN.email,
      DEMO_STAFF_LOGIN.password,
    );
    const wrong: string[] = [];
    let needsCustomerId = 0;
    for (const [route, methods] of Object.entries(doc.paths)) {
      const op = methods.get;
      if (!op?.security || route.startsWith("/admin/") || route.includes("{")) continue;
      const query = new URLSearchParams();
      for (const p of op.parameters ?? []) {
        if (p.in === "query" && p.required && QUERY_VALUES[p.name])
          query.set(p.name, QUERY_VALUES[p.name] ?? "");
      }
      const res = await ctx.app.inject({ url: `/api${route}?${query}`, headers: { cookie } });
      const status = String(res.statusCode);
      if (!op.responses[status]) wrong.push(`${route}: staff get ${status}, not documented`);
      const fields = res.statusCode === 400 ? (res.json().errors ?? []) : [];
      if (fields.some((e: { field: string }) => e.field === "customerId")) {
        needsCustomerId++;
        const parameter = op.parameters?.find((p) => p.name === "customerId");
        if (!parameter) wrong.push(`${route}: staff must send customerId, which is not listed`);
        else if (
          !String((parameter as { description?: string }).description).includes(
            "Required for staff",
          )
        ) {
          wrong.push(`${route}: customerId does not say staff must send it`);
        }
        const named = await ctx.app.inject({
          url: `/api${route}?${query}${query.size > 0 ? "&" : ""}customerId=FC-1001`,
          headers: { cookie },
        });
        if (named.statusCode !== 200 && !op.responses[String(named.statusCode)]) {
          wrong.push(`${route}?customerId=FC-1001: ${named.statusCode}, not documented`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(needsCustomerId).toBeGreaterThan(10);
    // The two the issue names: the team lists customerId, the Videos tab's 403 is documented.
    expect(doc.paths["/team"]?.get?.parameters?.map((p) => p.name)).toContain("customerId");
    const videos = await ctx.app.inject({ url: "/api/get_customer_videos", headers: { cookie } });
    expect(videos.statusCode).toBe(403);
    expect(Object.keys(doc.paths["/get_customer_videos"]?.get?.responses ?? {})).toContain("403");
  });

  it("documents the import's 422 as problem details, and the CSV exports' byte-order mark and title lines", async () => {
    const rejected = doc.paths["/admin/collections/import"]?.post?.responses["422"];
    expect(Object.keys(rejected?.content ?? {})).toEqual(["application/problem+json"]);
    const cookie = await sessionCookieFor(
      ctx.app,
      DEMO_CUSTOMER_LOGIN.email,
      DEMO_CUSTOMER_LOGIN.password,
    );
    const csv = await ctx.app.inject({
      url: "/api/statement.csv?startDate=2026-04-01&endDate=2026-10-31",
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith("\uFEFFFiltercycle — Statement\r\n")).toBe(true);
    const op = doc.paths["/statement.csv"]?.get as Operation & { description: string };
    expect(op.description).toContain("UTF-8 with a byte-order mark");
    expect(op.description).toContain("title lines (`Filtercycle — <title>`");
    const example = op.responses["200"]?.content?.["text/csv"] as { example?: string };
    expect(example.example?.startsWith("\uFEFFFiltercycle — Statement\r\n")).toBe(true);
  });

  it("lists every error an operation can answer as problem details, and what malformed requests get is listed", async () => {
    const problemRef = "#/components/schemas/Problem";
    const wrong: string[] = [];
    const met = new Set<number>();
    const staff = await sessionCookieFor(
      ctx.app,
      DEMO_STAFF_LOGIN.email,
      DEMO_STAFF_LOGIN.password,
    );
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${route}`;
        const statuses = Object.keys(op.responses);
        // By rule: what every operation, a signed-in one, one with a path value or a body, can answer.
        const body = (op as { requestBody?: unknown }).requestBody !== undefined;
        const expected = [
          "400",
          "431",
          "500",
          "503",
          ...(op.security ? ["401"] : []),
          ...(route.includes("{") ? ["404", "414"] : []),
          ...(body ? ["408", "413", "415"] : []),
        ];
        for (const status of expected.filter((s) => !statuses.includes(s))) {
          wrong.push(`${where}: ${status} missing`);
        }
        for (const status of statuses.filter((s) => Number(s) >= 400)) {
          const content = op.responses[status]?.content ?? {};
          const media = Object.keys(content);
          const schema = content["application/problem+json"]?.schema;
          const ownBody = (where === "GET /health" || where === "GET /ready") && status === "503";
          if (ownBody) continue; // the health checks' own answers (a JSON status), not an error
          if (media.join() !== "application/problem+json") {
            wrong.push(`${where}: ${status} as ${media.join()}`);
          } else if (schema?.$ref !== problemRef && status !== "422") {
            wrong.push(`${where}: ${status} not the Problem schema`);
          }
        }
        // Malformed requests, as staff (who pass every scope): each answer's status is listed.
        const path = `/api${route.replace(/\{[^}]+\}/g, "x")}`;
        const sent = [
          ctx.app.inject({
            method: method.toUpperCase() as "GET",
            url: `${path}?startdate=2026-01-01`,
            headers: { cookie: staff },
          }),
          ...(route.includes("{")
            ? [
                ctx.app.inject({
                  method: method.toUpperCase() as "GET",
                  url: `/api${route.replace(/\{[^}]+\}/g, "x".repeat(600))}`,
                  headers: { cookie: staff },
                }),
              ]
            : []),
          ...(body
            ? [
                ctx.app.inject({
                  method: method.toUpperCase() as "GET",
                  url: path,
                  headers: { cookie: staff, "content-type": "application/xml" },
                  payload: "<x/>",
                }),
                ctx.app.inject({
                  method: method.toUpperCase() as "GET",
                  url: path,
                  headers: { cookie: staff, "content-type": "application/json" },
                  payload: JSON.stringify({ pad: "x".repeat(1.1e6) }),
                }),
              ]
            : []),
        ];
        for (const res of await Promise.all(sent)) {
          met.add(res.statusCode);
          if (!statuses.includes(String(res.statusCode))) {
            wrong.push(`${where}: answered ${res.statusCode} (${res.json().detail}), not listed`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The unknown key, the over-long path value, the XML body and the 1.1 MB body were refused.
    expect([...met].sort()).toEqual([400, 413, 414, 415]);
  });

  it("offers each customer CSV export as ?layout=plain: the spreadsheet file without its byte-order mark and title lines", async () => {
    const cookie = await sessionCookieFor(
      ctx.app,
      DEMO_CUSTOMER_LOGIN.email,
      DEMO_CUSTOMER_LOGIN.password,
    );
    const withLayout = Object.entries(doc.paths).filter(([, methods]) =>
      methods.get?.parameters?.some((p) => p.name === "layout"),
    );
    // Every CSV export: the customer's (below) and the console's (plain by default, for
    // symmetry; console-csv-layout.test.ts reads them).
    expect(withLayout.map(([route]) => route).sort()).toEqual([
      "/admin/collections.csv",
      "/admin/collections/import-template.csv",
      "/admin/customers.csv",
      "/admin/customers/{code}/esg_pack.csv",
      "/admin/payout_batches/{id}/bank.csv",
      "/admin/payout_batches/{id}/upi.csv",
      "/collections.csv",
      "/esg_pack.csv",
      "/kiosk_breakdown.csv",
      "/statement.csv",
    ]);
    const period = `startDate=${QUERY_VALUES.startDate}&endDate=${QUERY_VALUES.endDate}`;
    for (const url of [
      `/api/statement.csv?${period}`,
      `/api/collections.csv?${period}`,
      `/api/kiosk_breakdown.csv?${period}`,
      `/api/esg_pack.csv?year=${QUERY_VALUES.year}`,
    ]) {
      const route = url.slice(4).split("?")[0] ?? "";
      const op = doc.paths[route]?.get as Operation & { description: string };
      const layout = op.parameters?.find((p) => p.name === "layout");
      expect(layout?.schema).toMatchObject({ type: "string", enum: ["spreadsheet", "plain"] });
      expect(op.description).toContain("`?layout=plain` is made for programs");
      const spreadsheet = await ctx.app.inject({ url, headers: { cookie } });
      const plain = await ctx.app.inject({ url: `${url}&layout=plain`, headers: { cookie } });
      expect([url, spreadsheet.statusCode, plain.statusCode]).toEqual([url, 200, 200]);
      expect(spreadsheet.body.startsWith("\uFEFFFiltercycle — ")).toBe(true);
      const table = spreadsheet.body.slice(spreadsheet.body.indexOf("\r\n\r\n") + 4);
      expect(table.split("\r\n").length).toBeGreaterThan(2);
      // The same cells, but for the kiosk table's shares: rounded as on screen in the
      // spreadsheet form ("63%"), the exact fraction in the plain one.
      expect(route === "/kiosk_breakdown.csv" ? sharesRounded(plain.body) : plain.body).toBe(table);
    }
  });

  it("gives the ESG pack's year its pattern, and dates their format", () => {
    const year = doc.paths["/esg_pack"]?.get?.parameters?.find((p) => p.name === "year");
    expect(year?.schema).toMatchObject({ type: "string", pattern: "^[0-9]{4}-[0-9]{2}$" });
    const start = doc.paths["/statement"]?.get?.parameters?.find((p) => p.name === "startDate");
    expect(start?.schema).toMatchObject({ type: "string", format: "date" });
  });

  it("validates every GET answer of the seeded database against the document", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...JSON.parse(raw), $id: "https://filtercycle.example/openapi.json" });
    const pointer = (...parts: string[]) =>
      parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
    const cookies = {
      customer: await sessionCookieFor(
        ctx.app,
        DEMO_CUSTOMER_LOGIN.email,
        DEMO_CUSTOMER_LOGIN.password,
      ),
      staff: await sessionCookieFor(ctx.app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password),
    };
    const checked: string[] = [];
    const failures: string[] = [];
    for (const [route, methods] of Object.entries(doc.paths)) {
      const op = methods.get;
      if (!op || route.includes("{")) continue;
      const isStaff = route.startsWith("/admin/");
      const query = new URLSearchParams();
      for (const p of op.parameters ?? []) {
        if (p.in !== "query" || !p.required) continue;
        const value = QUERY_VALUES[p.name];
        if (value === undefined) throw new Error(`no value for ${route}'s required ${p.name}`);
        query.set(p.name, value);
      }
      const url = `/api${route}${query.size > 0 ? `?${query}` : ""}`;
      const res = await ctx.app.inject({
        url,
        headers: op.security ? { cookie: isStaff ? cookies.staff : cookies.customer } : {},
      });
      if (res.statusCode === 401 || res.statusCode === 403) continue; // not this caller's
      const status = String(res.statusCode);
      const documented = op.responses[status];
      if (!documented) {
        failures.push(`${url}: status ${status} is not documented`);
        continue;
      }
      const type = String(res.headers["content-type"] ?? "").split(";")[0] ?? "";
      const media = documented.content ?? {};
      if (!(type in media) && !("*/*" in media)) {
        failures.push(`${url}: ${type} is not among ${Object.keys(media).join(", ")}`);
        continue;
      }
      checked.push(url);
      if (!type.endsWith("json")) continue;
      const ref = `https://filtercycle.example/openapi.json#/${pointer("paths", route, "get", "responses", status, "content", type, "schema")}`;
      const check = ajv.getSchema(ref);
      if (!check) throw new Error(`no schema at ${ref}`);
      if (!check(res.json())) {
        failures.push(`${url}: ${ajv.errorsText(check.errors, { dataVar: "answer" })}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThan(40);
  });
});
