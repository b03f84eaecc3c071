import { PUBLIC_PATHS } from "@filtercycle/contract/routes";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "./paths";

describe("public pages", () => {
  it("lists exactly the paths that are prerendered and served as HTML by the API", () => {
    expect(PUBLIC_PAGES.map((p) => p.path).sort()).toEqual([...PUBLIC_PATHS].sort());
  });
});
