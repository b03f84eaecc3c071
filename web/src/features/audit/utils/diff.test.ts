import { describe, expect, it } from "vitest";
import { changesOf } from "./diff";

describe("changesOf: an audit entry's changed fields", () => {
  it("lists only the fields that differ, nested ones by dotted path", () => {
    expect(
      changesOf(
        { effectiveFrom: null, toxic: { value: 1, source: "WHO" }, same: "x" },
        { effectiveFrom: "2025-02-01", toxic: { value: 0.8, source: "WHO" }, same: "x" },
      ),
    ).toEqual([
      { field: "effectiveFrom", before: null, after: "2025-02-01" },
      { field: "toxic.value", before: "1", after: "0.8" },
    ]);
  });

  it("a creation has no before, a deletion no after; plain values are one field", () => {
    expect(changesOf(null, { count: 3 })).toEqual([{ field: "count", before: null, after: "3" }]);
    expect(changesOf({ title: "Talk" }, null)).toEqual([
      { field: "title", before: "Talk", after: null },
    ]);
    expect(changesOf(500, 900)).toEqual([{ field: "value", before: "500", after: "900" }]);
  });
});
