import { describe, expect, it } from "vitest";
import { CLIENT_ONLY_PATHS, isClientOnlyPath, PUBLIC_PATHS } from "./routes.ts";

describe("web paths", () => {
  it("lists every public route of SPEC.md §2, term-and-condition included", () => {
    expect(PUBLIC_PATHS).toHaveLength(16);
    expect(PUBLIC_PATHS).toContain("/term-and-condition");
    expect(PUBLIC_PATHS).toContain("/service-3");
  });

  it("treats the dashboard, admin console and auth screens (and paths below them) as client-only", () => {
    for (const p of CLIENT_ONLY_PATHS) expect(isClientOnlyPath(p)).toBe(true);
    expect(isClientOnlyPath("/admin/customers")).toBe(true);
    expect(isClientOnlyPath("/dashboards")).toBe(false);
    expect(isClientOnlyPath("/services")).toBe(false);
  });
});
