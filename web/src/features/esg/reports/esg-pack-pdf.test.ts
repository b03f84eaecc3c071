import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BRSR_CATEGORY_GUIDANCE,
  BRSR_NOT_CHOSEN,
  type EsgPack,
  SCOPE3_CUTOFF_NOTE,
} from "@filtercycle/contract/esg/esg";
import { IMPACT_FACTOR_DEFAULTS } from "@filtercycle/contract/impact/impact-factors";
import { FACTOR_RANGES } from "@filtercycle/contract/impact/impact-methods";
import { fill } from "@filtercycle/contract/messages/fill";
import { esg as guEsg } from "@filtercycle/contract/messages/gu/esg";
import { reports as guReports } from "@filtercycle/contract/messages/gu/reports";
import { esg as hiEsg } from "@filtercycle/contract/messages/hi/esg";
import { reports as hiReports } from "@filtercycle/contract/messages/hi/reports";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { esgIssued, esgPack } from "#web/features/esg/testing/esg-fixtures";
import { A4 } from "#web/lib/pdf/report-fields";
import { type FontBytes, fontNeeds } from "#web/lib/pdf/report-fonts";
import { readFontBytes } from "#web/lib/pdf/template/node-fonts";
import { pagesOf, savePdf, wordsOffPage } from "#web/lib/pdf/testing/read-pdf";
import { makeEsgPackPdf } from "./esg-pack-pdf";

/** The ESG pack PDF read back with pdftotext (poppler-utils), as a reader or a search sees it. */
const tmp = mkdtempSync(path.join(os.tmpdir(), "fc-esg-pdf-"));
let fonts: FontBytes;
beforeAll(async () => {
  fonts = await readFontBytes();
});

function pdfText(bytes: Uint8Array, name: string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, bytes);
  if (process.env.ESG_PDF_OUT) writeFileSync(path.join(process.env.ESG_PDF_OUT, name), bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("ESG pack PDF", () => {
  it("prints every figure with its framework reference, the methods, the note and the number", async () => {
    const bytes = await makeEsgPackPdf(fonts, esgPack, esgIssued, "2026-11-23");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual([A4.width, A4.height]);

    const text = pdfText(bytes, "pack.pdf");
    const lines = text.split("\n").map((line) => line.trim().replace(/\s{2,}/g, " | "));
    const has = (line: string) => expect(lines).toContain(line);
    has("GRI 306-4 (2020): Waste diverted from disposal");
    has("GRI 306-4 | Recycling, offsite | 1.240 | t (metric tonnes)");
    has("GRI 306-4 | Total | 1.240 | t (metric tonnes)");
    has("BRSR Principle 6, Essential Indicator 9: waste generated and recovered");
    has("BRSR P6 EI 9 | Recycled | 1.240 | t (metric tonnes)");
    has("GHG Protocol Scope 3, category 5: waste generated in operations");
    has("GHG Scope 3 cat. 5 | Waste sent for recycling | 1,239.572 | kg");
    has("GHG Scope 3 cat. 5 | CO2e | Not given: no sourced factor");
    has("BRSR P6 EI 9 | Category | Not chosen yet");
    has("Derived | Water resources protected (litres) | 11,15,000 | litres");
    has("Derived | Microplastic recycled (kg) | 620.161 | kg");
    has("Oct 2025 | 1,234.567 | 1,100");
    expect(flat(text)).toContain("Not chosen yet: an owner chooses the BRSR category");
    expect(flat(text)).toContain(flat(SCOPE3_CUTOFF_NOTE));
    expect(flat(text)).toContain("Original method until 30 Sep 2025");
    expect(flat(text)).toContain("Method of 1 Oct 2025 from 1 Oct 2025");
    expect(flat(text)).toContain("Water 300 litres per butt (Survey of 2025)");
    expect(flat(text)).toContain(
      "Green Leaf Café (FC-1001) · FY 2025-26: 1 Apr 2025 to 31 Mar 2026",
    );
    expect(flat(text)).toContain("Certificate no. FC-7K3M-9QXD-2WPA");
    expect(flat(text)).toContain("Check it at http://localhost/verify/FC-7K3M-9QXD-2WPA");
  });

  it("prints the chosen BRSR category", async () => {
    const bytes = await makeEsgPackPdf(
      fonts,
      {
        ...esgPack,
        brsr: { ...esgPack.brsr, category: "plastic", categoryLabel: "(A) Plastic waste" },
      },
      esgIssued,
      "2026-11-23",
    );
    const lines = pdfText(bytes, "chosen.pdf")
      .split("\n")
      .map((line) => line.trim().replace(/\s{2,}/g, " | "));
    expect(lines).toContain("BRSR P6 EI 9 | Category | (A) Plastic waste");
  });

  it("prints every method source whole, the disputed water factor's too (issue 28)", async () => {
    // The sources the product ships with (long: author, year, title and what the factor is),
    // and a later method whose water source is a long one of its own.
    const sources = Object.fromEntries(
      Object.entries(IMPACT_FACTOR_DEFAULTS).map(([key, factor]) => [
        key,
        { value: factor.value, source: factor.source },
      ]),
    ) as EsgPack["methods"][number]["factors"];
    const surveyWater =
      "Filtercycle survey of 2025, Water a discarded butt contaminates in Gujarat's storm drains and lakes — 300 litres, the median of 1,200 samples taken from July to September 2025.";
    const [first, second] = esgPack.methods;
    if (!first || !second) throw new Error("The fixture has two methods.");
    const pack: EsgPack = {
      ...esgPack,
      methods: [
        { ...first, factors: sources },
        {
          ...second,
          factors: { ...sources, waterLitresPerButt: { value: 300, source: surveyWater } },
        },
      ],
    };
    const bytes = await makeEsgPackPdf(fonts, pack, esgIssued, "2026-11-23");
    const file = path.join(tmp, "sources.pdf");
    writeFileSync(file, bytes);
    if (process.env.ESG_PDF_OUT)
      writeFileSync(path.join(process.env.ESG_PDF_OUT, "sources.pdf"), bytes);
    // Read in reading order (no -layout): a wrapped cell reads as one text.
    const text = flat(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }));
    for (const factor of Object.values(IMPACT_FACTOR_DEFAULTS)) {
      expect(text).toContain(flat(factor.source));
    }
    expect(text).toContain(flat(surveyWater));
    expect(text).toContain(
      `Water 500 litres per butt (${flat(IMPACT_FACTOR_DEFAULTS.waterLitresPerButt.source)})`,
    );
    expect(text).toContain(`Water 300 litres per butt (${flat(surveyWater)})`);
    expect(text).not.toContain("…");
  });
});

describe("ESG pack PDF in English: the contract's own sentences", () => {
  it("prints the BRSR guidance and the water factor's range as the contract states them", async () => {
    const text = flat(
      pdfText(await makeEsgPackPdf(fonts, esgPack, esgIssued, "2026-11-23"), "contract.pdf"),
    );
    expect(text).toContain(flat(`${BRSR_NOT_CHOSEN} ${BRSR_CATEGORY_GUIDANCE}`));
    expect(text).toContain(flat(FACTOR_RANGES.waterLitresPerButt?.note ?? "?"));
    expect(text).toContain("Page 1 of 2");
  });
});

/**
 * Issue 29: the pack in the reader's language. The figures' names are the ESG tab's (`esg`), the
 * pack's own words `reports`; the references (GRI 306-4, BRSR P6 EI 9, GHG Scope 3 cat. 5), the
 * method sources and the business's name stay as written; figures keep Latin digits and Indian
 * grouping; months and days have the language's names. The pages were looked at as pictures.
 */
describe.each([
  ["gu", guEsg, guReports, { oct: "ઑક્ટો 2025", until: "30 સપ્ટે 2025 સુધી", of: "1 ઑક્ટો 2025ની" }],
  ["hi", hiEsg, hiReports, { oct: "अक्टूबर 2025", until: "30 सितंबर 2025 तक", of: "1 अक्टूबर 2025 की" }],
] as const)("ESG pack PDF in %s", { timeout: 120_000 }, (language, esg, reports, days) => {
  it("has every figure, note and heading in the language, the references as a filing quotes them", async () => {
    const scriptFonts = await readFontBytes(fontNeeds(Object.values(reports)));
    const bytes = await makeEsgPackPdf(scriptFonts, esgPack, esgIssued, "2026-11-23", {
      language,
      esg,
      reports,
    });
    const file = savePdf(bytes, `esg-pack-${language}`);
    const rows = flat(pagesOf(file, ["-layout"]).join("\n"));
    const text = flat(pagesOf(file).join(" "));
    const t = (value: string, values: Record<string, string | number> = {}) =>
      flat(fill(value, values));
    const tonnes = reports["esg.tonnes"];
    for (const expected of [
      t(esg["gri.heading"]),
      t(`GRI 306-4 ${esg["gri.recyclingOffsite"]} 1.240 ${tonnes}`),
      t(`GRI 306-4 ${esg["gri.total"]} 1.240 ${tonnes}`),
      t(esg["brsr.heading"]),
      t(`BRSR P6 EI 9 ${esg["brsr.recycled"]} 1.240 ${tonnes}`),
      t(`BRSR P6 EI 9 ${esg["brsr.category"]} ${esg["brsr.notChosen"]}`),
      t(esg["scope3.heading"]),
      t(`GHG Scope 3 cat. 5 ${esg["scope3.activity"]} 1,239.572 ${esg.kg}`),
      t(`GHG Scope 3 cat. 5 ${esg["scope3.co2e"]} ${esg["scope3.noCo2e"]}`),
      t(`${esg.derived} ${esg["derived.water"]} 11,15,000 ${esg.litres}`),
      t(`${esg.collected} ${esg["derived.butts"]} 2,850 ${esg.butts}`),
      t(`${days.oct} 1,234.567 1,100`),
      t(`${esg["months.month"]} ${esg["months.kg"]} ${esg["months.butts"]}`),
      t(`${esg["methods.original"]} ${days.until}`),
    ]) {
      expect(rows).toContain(expected);
    }
    for (const expected of [
      t(esg.intro),
      t(`${reports["esg.notChosen"]} ${esg["brsr.guidance"]}`),
      t(esg["scope3.note"]),
      t(reports["esg.waterRange"], { low: "50", high: "1,000" }),
      t(reports["esg.monthsHeading"]),
      t(reports["esg.methodsHeading"]),
      t(days.of),
      t(esg["methods.water"], { value: 300, source: "Survey of 2025" }),
      t(reports["esg.identity"], {
        name: "Green Leaf Café",
        code: "FC-1001",
        year: "2025-26",
        start: language === "gu" ? "1 એપ્રિલ 2025" : "1 अप्रैल 2025",
        end: language === "gu" ? "31 માર્ચ 2026" : "31 मार्च 2026",
        day: language === "gu" ? "23 નવે 2026" : "23 नवंबर 2026",
      }),
      `${t(reports["stamp.number"])} FC-7K3M-9QXD-2WPA`,
      "http://localhost/verify/FC-7K3M-9QXD-2WPA",
      t(reports.page, { page: 2, pages: 2 }),
    ]) {
      expect(text).toContain(expected);
    }
    // No English words of the pack left, nothing cut short or off the page.
    for (const english of [
      "Recycling,",
      "metric tonnes",
      "Not chosen",
      "Figure",
      "Reference",
      "Derived",
      "By month",
      "Method",
      "Oct 2025",
      "FY ",
      "Page ",
      "Certificate no.",
      "…",
    ]) {
      expect(text).not.toContain(english);
    }
    expect(wordsOffPage(file)).toEqual([]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(fill(reports["esg.title"], { year: "2025-26" }));
    expect(pdf.getPageCount()).toBe(2);
  });
});
