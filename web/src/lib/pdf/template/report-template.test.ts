import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "@filtercycle/contract/languages";
import { reportTemplate as enTexts } from "@filtercycle/contract/messages/en/report-template";
import { reportTemplate as guTexts } from "@filtercycle/contract/messages/gu/report-template";
import { reportTemplate as hiTexts } from "@filtercycle/contract/messages/hi/report-template";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { REPORT_FIELDS, type ReportFieldName, reportTemplateUrl } from "../report-fields";
import { flat, fontsOf, pagesOf, savePdf, wordsOffPage } from "../testing/read-pdf";
import { buildReportTemplate } from "./report-template";

/**
 * The committed templates (web/public/assets/report.pdf, report-gu.pdf, report-hi.pdf) are what
 * `npm run build:report-template` makes of the catalogue's `reportTemplate` words: a text
 * changed in the catalogue and not rebuilt fails here. The Gujarati and Hindi ones carry every
 * text of their catalogue as text, in the script's fonts; their pages were looked at as pictures
 * (decision 0096's amendment of 2026-11-27).
 */
const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public");
const committed = (language: (typeof LANGUAGES)[number]) =>
  readFileSync(path.join(PUBLIC, reportTemplateUrl(language)));

describe("the report templates", { timeout: 60_000 }, () => {
  it("label every labelled field of the map, in English with the map's own label", () => {
    const labelled = Object.entries(REPORT_FIELDS).filter(([, field]) => field.label !== null);
    expect(labelled).toHaveLength(18);
    for (const [name, field] of labelled) {
      expect(enTexts[`field.${name as ReportFieldName}` as keyof typeof enTexts]).toBe(field.label);
    }
  });

  it.each(LANGUAGES)(
    "%s: the committed file reads as the catalogue's words build it",
    async (language) => {
      const built = savePdf(await buildReportTemplate(language), `template-built-${language}`);
      const file = savePdf(committed(language), `template-${language}`);
      expect(pagesOf(file, ["-layout"])).toEqual(pagesOf(built, ["-layout"]));
    },
  );

  // Noto Sans's Devanagari files are named Noto Sans: a regular and a bold one for Latin, the
  // same for Hindi.
  const scriptFonts = {
    gu: (fonts: string) => {
      expect(fonts).toMatch(/NotoSansGujarati-Regular/);
      expect(fonts).toMatch(/NotoSansGujarati-Bold/);
    },
    hi: (fonts: string) => {
      expect(fonts.match(/NotoSans-Regular-/g)).toHaveLength(2);
      expect(fonts.match(/NotoSans-Bold-/g)).toHaveLength(2);
    },
  };

  it.each([
    ["gu", guTexts],
    ["hi", hiTexts],
  ] as const)(
    "%s: has every label, heading and note of its catalogue as text",
    async (language, texts) => {
      const file = savePdf(committed(language), `template-words-${language}`);
      const pages = pagesOf(file);
      expect(pages).toHaveLength(2);
      const text = flat(pages.join(" "));
      for (const [key, words] of Object.entries(texts)) {
        if (key === "documentTitle") continue;
        expect(text, key).toContain(flat(words));
      }
      // No English label left, and nothing cut short or off the page.
      for (const field of Object.values(REPORT_FIELDS)) {
        if (field.label) expect(text).not.toContain(field.label.toUpperCase());
      }
      expect(text).not.toContain("…");
      expect(wordsOffPage(file)).toEqual([]);
      scriptFonts[language](fontsOf(file));
      expect((await PDFDocument.load(committed(language))).getTitle()).toBe(texts.documentTitle);
    },
  );
});
