import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";
import {
  ensureDefaultSettings,
  impactSettingsFrom,
  readImpactSettings,
} from "./settings.service.ts";

const DEFAULTS = {
  businessTimeZone: DEFAULT_SETTINGS.businessTimeZone,
  redemptionFormUrl: DEFAULT_SETTINGS.redemptionFormUrl,
  socialImpact: DEFAULT_SETTINGS.socialImpact,
  impactFactors: DEFAULT_SETTINGS.impactFactors,
};

describe("impact settings", () => {
  it("takes every default when nothing is stored", () => {
    expect(impactSettingsFrom(new Map())).toEqual(DEFAULTS);
  });

  it("keeps valid stored values and replaces each malformed one by its default", () => {
    const settings = impactSettingsFrom(
      new Map<string, unknown>([
        ["businessTimeZone", "Europe/Berlin"],
        ["redemptionFormUrl", "javascript:alert(1)"],
        ["socialImpact", { unskilledEmployment: -5, stayAtHomeMothers: 3 }],
        [
          "impactFactors",
          {
            toxicWasteKgPerButtKg: { value: 0.8, source: "Our lab, 2025" },
            microplasticKgPerButtKg: { value: -1, source: "typo" },
          },
        ],
      ]),
    );
    expect(settings).toEqual({
      businessTimeZone: "Europe/Berlin",
      redemptionFormUrl: DEFAULT_SETTINGS.redemptionFormUrl,
      socialImpact: DEFAULT_SETTINGS.socialImpact,
      impactFactors: {
        toxicWasteKgPerButtKg: { value: 0.8, source: "Our lab, 2025" },
        microplasticKgPerButtKg: DEFAULT_SETTINGS.impactFactors.microplasticKgPerButtKg,
        waterLitresPerButt: DEFAULT_SETTINGS.impactFactors.waterLitresPerButt,
      },
    });
  });

  it("an address set to null or empty means no Redeem link; an unknown time zone the default", () => {
    for (const none of [null, ""]) {
      expect(impactSettingsFrom(new Map([["redemptionFormUrl", none]])).redemptionFormUrl).toBe(
        null,
      );
    }
    expect(
      impactSettingsFrom(new Map([["redemptionFormUrl", "https://forms.example.org/x"]]))
        .redemptionFormUrl,
    ).toBe("https://forms.example.org/x");
    expect(impactSettingsFrom(new Map([["businessTimeZone", "Mars/Olympus"]]))).toMatchObject({
      businessTimeZone: "Asia/Kolkata",
    });
  });

  describe("from the database", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it("reads the stored defaults back as they were written", async () => {
      expect(await readImpactSettings(database.db)).toEqual(DEFAULTS);
      await ensureDefaultSettings(database.db);
      expect(await readImpactSettings(database.db)).toEqual(DEFAULTS);
    });
  });
});
