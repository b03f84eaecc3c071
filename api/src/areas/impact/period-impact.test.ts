import { describe, expect, it } from "vitest";
import { multiplyRounded } from "./period-impact.ts";

describe("multiplyRounded: exact decimal products, rounded once, half away from zero", () => {
  it.each([
    [5.328, 0.6, 3, 3.197], // 3.1968
    [4.995, 0.9, 3, 4.496], // 4.4955: half rounds up, where 4.995 * 0.9 in floats is 4.49549…
    [4.995, 0.3333, 3, 1.665], // 1.6648335
    [18500, 0.0001, 0, 2], // 1.85
    [19575, 500, 0, 9787500],
    [0.81, 1, 3, 0.81],
    [0, 0.6, 3, 0],
    [1.005, 1, 2, 1.01], // a float would give 1.00
    [-2.5, 1, 0, -3], // away from zero
    [3, 1e-7, 3, 0],
  ])("%d × %d to %d places = %d", (a, b, places, expected) => {
    expect(multiplyRounded(a, b, places)).toBe(expected);
  });
});
