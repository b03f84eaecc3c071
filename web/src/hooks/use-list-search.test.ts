import { describe, expect, it } from "vitest";
import { dayParam, pageParam } from "./use-list-search";

describe("a list's page and days from the URL", () => {
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=2.5", 1],
    ["page=x", 1],
  ])("?%s → page %d", (search, page) => {
    expect(pageParam(new URLSearchParams(search))).toBe(page);
  });

  it("keeps a YYYY-MM-DD day and drops anything else", () => {
    expect(dayParam(new URLSearchParams("from=2026-11-01"), "from")).toEqual({
      from: "2026-11-01",
    });
    expect(dayParam(new URLSearchParams("from=1/11/2026"), "from")).toEqual({});
    expect(dayParam(new URLSearchParams(""), "to")).toEqual({});
  });
});
