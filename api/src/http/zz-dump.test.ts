import { writeFile } from "node:fs/promises";
import { it } from "vitest";
import { createTestContext } from "#api-test/test-app.ts";

it("dumps", async () => {
  const ctx = await createTestContext();
  const res = await ctx.app.inject({ url: "/api/openapi.json" });
  await writeFile("/tmp/apiref/openapi.json", res.body);
  await ctx.close();
});
