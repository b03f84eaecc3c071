import { describe, expect, it } from "vitest";
import { mergeByTime } from "./bench-helpers.ts";

describe("mergeByTime", () => {
  it("merges two runs of 600,000 answers each into one list in time order", () => {
    // bench:load's dashboard phase gave this many answers; a spread into push overflowed.
    const first = Array.from({ length: 600_000 }, (_, i) => ({ at: 2 * i, run: 1 }));
    const second = Array.from({ length: 600_000 }, (_, i) => ({ at: 2 * i + 1, run: 2 }));
    const merged = mergeByTime([first, second]);
    expect(merged).toHaveLength(1_200_000);
    expect(merged.slice(0, 3)).toEqual([
      { at: 0, run: 1 },
      { at: 1, run: 2 },
      { at: 2, run: 1 },
    ]);
    expect(merged.at(-1)).toEqual({ at: 1_199_999, run: 2 });
  });
});
