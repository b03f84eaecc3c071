import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues.ts";
import { fill, placeholdersOf } from "./fill.ts";

/**
 * The catalogue check of issue 29: every key in all three languages, no Gujarati or Hindi
 * message left in English, the same placeholders everywhere. A translator runs it with
 * `npx vitest run packages/contract/src/messages` (docs/translating.md).
 */

/**
 * Messages that may read the same in every language: names and figures only. Keep it small;
 * each entry is "area.key".
 */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  // The dashboard's ESG tab: businesses in India say and write "ESG" as it is (issue 29).
  "dashboard.tabs.esg",
  // Punctuation between two sentences: Gujarati ends one with a full stop as English does
  // (Hindi with a danda, "{first}। {next}").
  "money.requests.join",
  // The console's payee details: a detail not given yet is a dash in every language.
  "consoleCustomerPage.payee.notSet",
  // A card's period figure: the period's days, a colon, the figure ("1–2 Dec 2026: 1,402").
  "dashboard.card.period",
]);

/**
 * Words that stay in Latin script inside a Gujarati or Hindi sentence: the brand, names, and the
 * file formats a download names (CSV, Excel, PDF), written so on every Indian business screen, and
 * the reporting standards a filing quotes as they are (GRI, BRSR, GHG, CO2e), QR (code), IP (address)
 * and the header an API call sends (Authorization: Bearer); in the console, the codes' own
 * letters (FC-… customer codes, B-…/L-… batch and lot codes), HTTP, and UTR (a bank transfer's
 * reference), as staff write and read them on bank and plant papers; date masks (DD/MM/YYYY)
 * and a CSV template's column names (butts_number, visit), which a file must carry as they are;
 * the examples a payee field's hint shows as they are typed (an IFSC, a UPI ID).
 */
const LATIN_NAMES =
  /Filtercycle|JavaScript|NUL|IT|ESG|API|CSR|IFSC|UPI|PAN|GSTIN|CSV|Excel|PDF|GRI|BRSR|GHG|CO2e|QR|IP|HTTP|UTR|FC-|DD\/MM\/YYYY|DD-MM-YYYY|YYYY-MM-DD|\bbutts_number\b|\bvisit\b|Authorization: Bearer|name@example\.com|HDFC0001234|terracecafe@okhdfcbank/g;

const SCRIPT = { gu: /[\u0A80-\u0AFF]/, hi: /[\u0900-\u097F]/ } as const;

const flat = (language: keyof typeof CATALOGUES) =>
  Object.entries(CATALOGUES[language]).flatMap(([area, texts]) =>
    Object.entries(texts as Record<string, string>).map(
      ([key, text]) => [`${area}.${key}`, text] as const,
    ),
  );

const english = new Map(flat("en"));

describe.each(["gu", "hi"] as const)("the %s catalogue", (language) => {
  const translated = new Map(flat(language));

  it("has every English key and no other", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("leaves no message in English", () => {
    const same = [...translated].filter(
      ([key, text]) => text === english.get(key) && !SAME_IN_EVERY_LANGUAGE.has(key),
    );
    expect(same).toEqual([]);
    // Written in the language's script, apart from the brand, names and placeholders.
    const notInScript = [...translated].filter(([key, text]) => {
      if (SAME_IN_EVERY_LANGUAGE.has(key)) return false;
      const words = text.replace(LATIN_NAMES, "").replace(/\{\w+\}/g, "");
      return /[A-Za-z]{2,}/.test(words) || !SCRIPT[language].test(text);
    });
    expect(notInScript).toEqual([]);
  });

  it("uses the same placeholders as English in every message", () => {
    const mismatched = [...translated].filter(
      ([key, text]) =>
        placeholdersOf(text).join() !== placeholdersOf(english.get(key) ?? "").join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("keeps the brand Filtercycle in Latin script wherever English names it", () => {
    const lost = [...translated].filter(
      ([key, text]) => english.get(key)?.includes("Filtercycle") && !text.includes("Filtercycle"),
    );
    expect(lost).toEqual([]);
  });
});

describe("fill", () => {
  it("puts the values in their placeholders and leaves unknown ones as written", () => {
    expect(fill("Please keep your name under {max} characters.", { max: 100 })).toBe(
      "Please keep your name under 100 characters.",
    );
    expect(fill("{a} and {b}", { a: "x" })).toBe("x and {b}");
    expect(placeholdersOf("Call {phone} or write to {email}")).toEqual(["email", "phone"]);
  });
});
