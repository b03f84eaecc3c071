import { describe, expect, it } from "vitest";
import { fieldWords, isInternalId, recordName, valueWords } from "./audit-words";

describe("an audit entry in words", () => {
  it("names fields as the console's forms do", () => {
    expect(fieldWords("impactFactors.waterLitresPerButt.value")).toBe("Water per butt (litres)");
    expect(fieldWords("impactFactors.waterLitresPerButt.source")).toBe(
      "Water per butt (litres): source",
    );
    expect(fieldWords("partnerRates.lowPerKg")).toBe("Partner page: lowest rate per kg");
    expect(fieldWords("benefitRatePerKg")).toBe("Benefit rate per kg");
    expect(fieldWords("peopleReached")).toBe("People reached");
    expect(fieldWords("buttsKg")).toBe("Weight");
  });

  it("writes values in the console's formats", () => {
    expect(valueWords("amount", "-5")).toBe("-₹5.00");
    expect(valueWords("benefitRatePerKg", "12.5")).toBe("₹12.50");
    expect(valueWords("payoutThreshold", "125000")).toBe("₹1,25,000.00");
    expect(valueWords("buttsKg", "2.5")).toBe("2.500 kg");
    expect(valueWords("buttsNumber", "125000")).toBe("1,25,000");
    expect(valueWords("date", "2026-11-20")).toBe("20 Nov 2026");
    expect(valueWords("paidAt", "2026-11-20T18:30:00.000Z")).toBe("21 Nov 2026, 12:00 am");
    expect(valueWords("estimated", "true")).toBe("Yes");
    expect(valueWords("visit", "2")).toBe("2");
    expect(valueWords("note", "Wrong kiosk")).toBe("Wrong kiosk");
    expect(valueWords("bagCodes", '["FC-B-0044","FC-B-0045"]')).toBe("FC-B-0044, FC-B-0045");
  });

  it("names records instead of showing their ids", () => {
    const kiosk = {
      entity: "kiosk",
      entityId: "0b6f4c2e-8d1a-4c7e-9a55-3f1f5d2e7b10",
      before: null,
      after: { id: "0b6f4c2e-8d1a-4c7e-9a55-3f1f5d2e7b10", label: "Terrace", serial: "K-1" },
    };
    expect(recordName(kiosk)).toBe("Terrace (K-1)");
    expect(
      recordName({
        entity: "collection",
        entityId: "17",
        before: { kioskSerial: "K-1", date: "2026-11-20" },
        after: null,
      }),
    ).toBe("K-1 on 20 Nov 2026");
    expect(
      recordName({ entity: "smokers_served", entityId: "FC-7001", before: {}, after: {} }),
    ).toBe("FC-7001");
    expect(
      recordName({
        entity: "processing_batch",
        entityId: "2",
        before: null,
        after: { code: "B-2026-118" },
      }),
    ).toBe("B-2026-118");
    expect(isInternalId("id", "0b6f4c2e-8d1a-4c7e-9a55-3f1f5d2e7b10")).toBe(true);
    expect(isInternalId("kioskId", "0b6f4c2e-8d1a-4c7e-9a55-3f1f5d2e7b10")).toBe(true);
    expect(isInternalId("id", "17")).toBe(false);
  });
});
