import { IMPACT_FACTOR_DEFAULTS } from "@filtercycle/contract/impact/impact-factors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { injectJson, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

const defaults = {
  toxicWasteKgPerButtKg: { value: 1, source: IMPACT_FACTOR_DEFAULTS.toxicWasteKgPerButtKg.source },
  microplasticKgPerButtKg: {
    value: 0.6,
    source: IMPACT_FACTOR_DEFAULTS.microplasticKgPerButtKg.source,
  },
  waterLitresPerButt: { value: 500, source: IMPACT_FACTOR_DEFAULTS.waterLitresPerButt.source },
};
const april = {
  toxicWasteKgPerButtKg: { value: 0.9, source: "Study B (2026)" },
  microplasticKgPerButtKg: { value: 0.5, source: "Study C (2026)" },
  waterLitresPerButt: { value: 300, source: "Study D (2026)" },
};

/** GET /api/impact_methods through the whole app, versions added as staff do in the console. */
describe("GET /api/impact_methods", () => {
  let ctx: TestContext;
  let staff: string;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    staff = (
      await signedInLogin(ctx, { email: "staff@fc.example", name: "Ravi Staff", role: "admin" })
    ).cookie;
  });

  const methods = () => ctx.app.inject({ method: "GET", url: "/api/impact_methods" });
  const addVersion = async (effectiveFrom: string, factors: typeof april) => {
    const res = await injectJson(
      ctx.app,
      "PATCH",
      "/api/admin/settings",
      { impactFactors: { effectiveFrom, ...factors } },
      staff,
    );
    expect(res.statusCode).toBe(200);
  };

  it("answers the original method alone, to anyone, cacheable for five minutes", async () => {
    const res = await methods();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.json()).toEqual({
      versions: [
        {
          id: "original",
          label: "Original method",
          effectiveFrom: null,
          effectiveTo: null,
          factors: defaults,
        },
      ],
    });
  });

  it("a version added in the settings ends the one before it the day before", async () => {
    await addVersion("2026-04-01", april);
    const water = { ...april, waterLitresPerButt: { value: 250, source: "Study E (2027)" } };
    await addVersion("2027-01-15", water);
    const res = await methods();
    expect(res.statusCode).toBe(200);
    expect(res.json().versions).toEqual([
      {
        id: "original",
        label: "Original method",
        effectiveFrom: null,
        effectiveTo: "2026-03-31",
        factors: defaults,
      },
      {
        id: "2026-04-01",
        label: "Method of 1 Apr 2026",
        effectiveFrom: "2026-04-01",
        effectiveTo: "2027-01-14",
        factors: april,
      },
      {
        id: "2027-01-15",
        label: "Method of 15 Jan 2027",
        effectiveFrom: "2027-01-15",
        effectiveTo: null,
        factors: water,
      },
    ]);
  });

  it("is read-only: other methods are not routes", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/impact_methods", payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
