import { describe, expect, it } from "vitest";
import { isWeightMismatch } from "./custody.ts";
import { custodyText, weightDifferencePercent, weightDifferenceText } from "./custody-wording.ts";

const none = { bagCode: null, receivedOn: null, batchCode: null, products: [] };

describe("the chain of custody in words", () => {
  it("says where a collection is now, one line per stage", () => {
    expect(custodyText({ ...none, stage: "untracked" })).toBe("Recorded without a bag code");
    expect(custodyText({ ...none, stage: "collected", bagCode: "FC-B-0042" })).toBe(
      "Collected — bag FC-B-0042",
    );
    expect(
      custodyText({ ...none, stage: "received", bagCode: "FC-B-0042", receivedOn: "2026-11-14" }),
    ).toBe("Received at the plant 14 Nov 2026");
    expect(
      custodyText({ ...none, stage: "batched", receivedOn: "2026-11-14", batchCode: "B-2026-118" }),
    ).toBe("In batch B-2026-118");
    expect(
      custodyText({
        ...none,
        stage: "made",
        batchCode: "B-2026-118",
        products: [
          { product: "coasters", lotCode: "L-0412" },
          { product: "keychains", lotCode: "L-0413" },
        ],
      }),
    ).toBe("Became coasters, lot L-0412; keychains, lot L-0413");
  });

  it("measures the weight difference against the pickup and flags only beyond the tolerance", () => {
    // 2.000 kg picked up: 1.880 kg is −6 %, 2.144 kg +7.2 %, 2.100 kg exactly +5 %.
    expect(weightDifferencePercent(2, 1.88)).toBe(-6);
    expect(weightDifferencePercent(2, 2.144)).toBe(7.2);
    expect(weightDifferencePercent(2, 2.1)).toBe(5);
    expect(isWeightMismatch(2, 2.1, 5)).toBe(false);
    expect(isWeightMismatch(2, 1.9, 5)).toBe(false);
    expect(isWeightMismatch(2, 1.88, 5)).toBe(true);
    expect(weightDifferenceText(7.2, 5)).toBe("Weight differs by +7.2 % (tolerance 5 %)");
    expect(weightDifferenceText(-6, 5)).toBe("Weight differs by −6 % (tolerance 5 %)");
  });
});
