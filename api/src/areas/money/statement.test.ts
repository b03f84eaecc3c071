import { describe, expect, it } from "vitest";
import { describeEntry } from "./statement.ts";

const payout = (reference: string) =>
  describeEntry({
    kind: "redemption",
    reference,
    note: "",
    ratePerKg: null,
    buttsKg: null,
    kioskLabel: null,
  });

describe("a statement line's words", () => {
  it("names a payout by its reference", () => {
    expect(payout("UTR123")).toBe("Payout: UTR123");
    expect(payout("")).toBe("Payout");
  });

  it("does not say Payout twice when the reference already says it", () => {
    expect(payout("Payout for quarter starting 2026-07-01")).toBe(
      "Payout for quarter starting 2026-07-01",
    );
    expect(payout("payout batch 12")).toBe("payout batch 12");
    // A word that only starts with the same letters is still a reference.
    expect(payout("Payouts-UTR9")).toBe("Payout: Payouts-UTR9");
  });
});
