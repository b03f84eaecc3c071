import { describe, expect, it } from "vitest";
import { fillers, localize } from "./localize";

const ENGLISH = {
  heading: "Customer",
  ratePerKg: (rupees: string) => `${rupees} per kg`,
} as const;
const GU = { "detail.heading": "ગ્રાહક", "detail.ratePerKg": "પ્રતિ કિલો {rupees}" };
const SENTENCES = fillers({ "detail.ratePerKg": ["rupees"] });

describe("localize", () => {
  it("makes a constant's sentences even after the same constant was localized without them", () => {
    // A route's title localizes the constant without the screen's sentences first (issue 29:
    // the console customer page showed "₹300.00 per kg" in Gujarati).
    expect(localize(ENGLISH, GU, "detail").ratePerKg("₹300.00")).toBe("₹300.00 per kg");
    const made = localize(ENGLISH, GU, "detail", SENTENCES, "gu");
    expect(made.heading).toBe("ગ્રાહક");
    expect(made.ratePerKg("₹300.00")).toBe("પ્રતિ કિલો ₹300.00");
    expect(localize(ENGLISH, GU, "detail", SENTENCES, "gu")).toBe(made);
  });
});
