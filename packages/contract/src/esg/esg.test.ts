import { describe, expect, it } from "vitest";
import {
  esgCategorySchema,
  esgPackQuerySchema,
  financialYearName,
  financialYearRange,
  financialYearsBetween,
  lastCompleteFinancialYear,
  previousFinancialYear,
} from "./esg.ts";

describe("Indian financial years", () => {
  it("runs from 1 April to 31 March", () => {
    expect(financialYearRange("2025-26")).toEqual({
      startDate: "2025-04-01",
      endDate: "2026-03-31",
    });
    expect(financialYearRange("2099-00")).toEqual({
      startDate: "2099-04-01",
      endDate: "2100-03-31",
    });
    for (const bad of ["2025-27", "2025", "25-26", "2025-2026", "1999-00", ""]) {
      expect(financialYearRange(bad), bad).toBeNull();
    }
  });

  it("names the year of a day, the year before, and the years between two days", () => {
    expect(financialYearName("2026-03-31")).toBe("2025-26");
    expect(financialYearName("2026-04-01")).toBe("2026-27");
    expect(previousFinancialYear("2026-27")).toBe("2025-26");
    expect(previousFinancialYear("2000-01")).toBe("1999-00");
    expect(lastCompleteFinancialYear("2026-11-23")).toBe("2025-26");
    expect(lastCompleteFinancialYear("2026-04-01")).toBe("2025-26");
    expect(lastCompleteFinancialYear("2026-03-31")).toBe("2024-25");
    expect(financialYearsBetween("2025-03-31", "2026-11-23")).toEqual([
      "2024-25",
      "2025-26",
      "2026-27",
    ]);
    expect(financialYearsBetween("2026-05-01", "2026-11-23")).toEqual(["2026-27"]);
  });

  it("refuses a bad year or category naming the field", () => {
    const year = esgPackQuerySchema.safeParse({ year: "2025-27" });
    expect(year.success).toBe(false);
    expect(year.error?.issues[0]?.path).toEqual(["year"]);
    expect(year.error?.issues[0]?.message).toBe("must be a financial year like 2025-26");
    const category = esgCategorySchema.safeParse({ category: "hazardous" });
    expect(category.error?.issues[0]?.path).toEqual(["category"]);
    expect(esgCategorySchema.parse({ category: "plastic" })).toEqual({ category: "plastic" });
  });
});
