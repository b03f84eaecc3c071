import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type EsgPack, SCOPE3_CUTOFF_NOTE } from "@filtercycle/contract/esg/esg";
import { IMPACT_FACTOR_DEFAULTS } from "@filtercycle/contract/impact/impact-factors";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { esgIssued, esgPack } from "#web/features/esg/testing/esg-fixtures";
import { A4 } from "#web/lib/pdf/report-fields";
import type { FontBytes } from "#web/lib/pdf/report-fonts";
import { readFontBytes } from "#web/lib/pdf/template/node-fonts";
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
