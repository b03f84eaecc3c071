import { describe, expect, expectTypeOf, it } from "vitest";
import type { GreenImpact } from "../impact/dashboard.ts";
import { type AnswerOf, type BodyOf, endpointList, fillPath, type ParamsOf } from "./endpoints.ts";

describe("the endpoint table", () => {
  it("names each method and path once", () => {
    const keys = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("puts staff endpoints, and only them, under /admin/", () => {
    for (const endpoint of endpointList) {
      expect(`${endpoint.name}: ${endpoint.path.startsWith("/admin/")}`).toBe(
        `${endpoint.name}: ${endpoint.scope === "staff"}`,
      );
    }
  });

  it("types what callers send and receive", () => {
    expectTypeOf<AnswerOf<"greenImpact">>().toEqualTypeOf<GreenImpact>();
    expectTypeOf<BodyOf<"login">>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<ParamsOf<"adminInboxUpdate">>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<AnswerOf<"adminMediaDelete">>().toEqualTypeOf<undefined>();
  });

  it("fills path parameters, encoded", () => {
    expect(fillPath("/admin/inbox/:id", { id: "a b/c" })).toBe("/admin/inbox/a%20b%2Fc");
    expect(() => fillPath("/admin/inbox/:id", {})).toThrow(/missing path parameter "id"/);
  });
});
