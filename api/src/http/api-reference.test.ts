import { endpointList } from "@filtercycle/contract/api/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in?: string; scheme?: string }>;
    schemas: Record<string, Record<string, unknown>>;
  };
};

/** The API reference made from the contract: the OpenAPI document and the docs page. */
describe("GET /api/openapi.json and /api/docs", () => {
  let ctx: TestContext;
  let doc: Document;
  const operation = (method: string, path: string) => {
    const found = doc.paths[path]?.[method.toLowerCase()];
    if (!found) throw new Error(`no ${method} ${path} in the document`);
    return found;
  };
  /** A schema, or the named schema (`components/schemas`) it refers to (decision 0094). */
  const resolved = (schema: Record<string, unknown> | undefined) =>
    typeof schema?.$ref === "string"
      ? doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")]
      : schema;

  beforeAll(async () => {
    ctx = await createTestContext();
    const res = await ctx.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => ctx.close());

  it("is OpenAPI 3.1 with every contract endpoint at its method and path, and nothing else", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "/api" }]);
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`,
      ),
    );
    const expected = endpointList.map(
      (e) => `${e.method} ${e.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")} ${e.name}`,
    );
    expect(listed.sort()).toEqual(expected.sort());
  });

  it("describes the login body and answer", () => {
    const login = operation("POST", "/customer_login");
    expect(login.summary).toBe("Log in with e-mail and password; sets the session cookie");
    expect(login.tags).toEqual(["accounts"]);
    const body = login.requestBody?.content["application/json"]?.schema;
    expect(body).toMatchObject({
      type: "object",
      properties: { email: { type: "string" }, password: { type: "string" } },
    });
    expect(body?.required).toEqual(expect.arrayContaining(["email", "password"]));
    expect(resolved(login.responses["200"]?.content?.["application/json"]?.schema)).toMatchObject({
      properties: { token: { type: "string" }, role: {} },
    });
    expect(login.security).toBeUndefined();
  });

  it("gives each scope its problem-details errors and the session schemes", () => {
    const problem = (op: Operation, status: string) =>
      resolved(op.responses[status]?.content?.["application/problem+json"]?.schema);
    const session = operation("GET", "/session");
    const inbox = operation("GET", "/admin/inbox");
    const health = operation("GET", "/health");
    // Every status each can answer (issue 30): 431, 500 and 503 anywhere; 403 where a login
    // or a token may be refused (staff routes; not the session check, which every login reads).
    expect(Object.keys(health.responses).sort()).toEqual(["200", "400", "431", "500", "503"]);
    expect(Object.keys(session.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "431",
      "500",
      "503",
    ]);
    expect(Object.keys(inbox.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "431",
      "500",
      "503",
    ]);
    expect(problem(inbox, "403")).toMatchObject({
      properties: { type: {}, title: {}, status: {}, detail: {} },
    });
    expect(session.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    expect(doc.components.securitySchemes).toMatchObject({
      sessionCookie: { type: "apiKey", in: "cookie" },
      bearer: { type: "http", scheme: "bearer" },
    });
  });

  it("documents the multipart upload, the file answer and the empty answer", () => {
    const upload = operation("POST", "/admin/media");
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(["multipart/form-data"]);
    expect(Object.keys(upload.responses).sort()).toEqual([
      "201",
      "400",
      "401",
      "403",
      "408",
      "413",
      "415",
      "431",
      "500",
      "503",
      "507",
    ]);
    const file = operation("GET", "/media/{id}/file");
    expect(file.responses["206"]?.content).toEqual({
      // The file's own type, not octet-stream (issue 30: the served type was not the documented one).
      "*/*": { schema: { type: "string", format: "binary" } },
    });
    expect(operation("DELETE", "/admin/media/{id}").responses["204"]?.content).toBeUndefined();
  });

  it("serves the readable reference as HTML with its own assets and a policy allowing them", async () => {
    const page = await ctx.app.inject({ url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    // Every script and stylesheet the page links to is served here (no internet needed).
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(assets).toContain("/api/docs/static/swagger-ui-bundle.js");
    for (const asset of assets) {
      const res = await ctx.app.inject({ url: asset });
      expect(`${asset} ${res.statusCode}`).toBe(`${asset} 200`);
    }
    const initializer = await ctx.app.inject({ url: "/api/docs/static/swagger-initializer.js" });
    expect(initializer.body).toContain("./json");
    const json = await ctx.app.inject({ url: "/api/docs/json" });
    expect(json.json().paths["/customer_login"]).toBeDefined();
  });
});
