import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Language } from "@filtercycle/contract/languages";
import { fill } from "@filtercycle/contract/messages/fill";
import { reports as guReports } from "@filtercycle/contract/messages/gu/reports";
import { reports as hiReports } from "@filtercycle/contract/messages/hi/reports";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import {
  emptyStatsWithDates,
  greenImpact,
  issuedCertificate,
  rangeStats,
  statsWithDates,
} from "#web/features/impact/testing/fixtures";
import { reportTemplateUrl } from "#web/lib/pdf/report-fields";
import { type FontBytes, fontNeeds } from "#web/lib/pdf/report-fonts";
import type { ReportsTexts, ReportWords } from "#web/lib/pdf/report-texts";
import { readFontBytes } from "#web/lib/pdf/template/node-fonts";
import { flat, fontsOf, pagesOf, savePdf, wordsOffPage } from "#web/lib/pdf/testing/read-pdf";
import { makeReport, type ReportPages } from "./make-report";
import { monthlyPlan, periodMonths } from "./monthly-values";
import { JAN_TO_MAR_2025, longStatement, monthlyAnswer, statement } from "./report-fixtures";
import { type ReportData, reportValues } from "./report-values";

/**
 * The two customer reports in Gujarati and Hindi (issue 29), made as the browser makes them (the
 * language's template, words and fonts) and read back with pdftotext: their words are text,
 * every figure keeps Latin digits and Indian grouping, days have the language's month names, and
 * nothing is left in English but the data (the business's name and address, the ledger's
 * descriptions, the issued methods' names) and the brand's footer. The English reports are
 * reports.test.ts's and report-pages.test.ts's, unedited. The shaped words read back letter for
 * letter (their `/ActualText`, pdf-text.ts); the pages were looked at as pictures
 * (PDF_PNGS=<folder>).
 */
const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public");
const LANGUAGES = [
  ["gu", guReports],
  ["hi", hiReports],
] as const;

const fonts = new Map<Language, FontBytes>();
beforeAll(async () => {
  for (const [language, texts] of LANGUAGES) {
    fonts.set(language, await readFontBytes(fontNeeds(Object.values(texts))));
  }
});

const issued = issuedCertificate("2026-11-21");
const stampOf = ({ texts }: ReportWords) => ({
  number: issued.number,
  verifyUrl: issued.verifyUrl,
  methodLine: `Original method — ${texts["stamp.see"]} https://filtercycle.example/reference-and-support#how-we-measure-impact`,
  words: { number: texts["stamp.number"], check: texts["stamp.check"] },
});

const RANGE = { startDate: "2025-01-01", endDate: "2025-03-31" };
const base = (words: ReportWords): ReportData => ({
  kind: "benefit",
  range: RANGE,
  generatedOn: "2026-11-21",
  statsWithDates,
  impact: greenImpact,
  benefit: rangeStats.benefitValueStats.tillDate,
  storedCustomerId: "FC-1001",
  words,
});

/** Makes the report in the language and answers its file and its pages' text (`flat`). */
async function report(words: ReportWords, data: ReportData, pages: ReportPages, name: string) {
  const template = readFileSync(path.join(PUBLIC, reportTemplateUrl(words.language)));
  const bytes = await makeReport(
    template,
    fonts.get(words.language) as FontBytes,
    reportValues(data).values,
    pages,
    stampOf(words),
    words,
  );
  const file = savePdf(bytes, name);
  // In reading order (a wrapped sentence reads whole), and as laid out (a table's row is a line).
  return {
    bytes,
    file,
    pages: pagesOf(file).map(flat),
    rows: pagesOf(file, ["-layout"]).map(flat),
  };
}

/** Phrases of the English report that must not be in a Gujarati or Hindi one. */
const ENGLISH = [
  "Report",
  "Page ",
  "Customer ID",
  "Opening balance",
  "Closing balance",
  "Credits",
  "Payouts",
  "Collections month",
  "Butts in",
  "Total",
  "Certificate no.",
  "Check it at",
  " Jan ",
  " Mar ",
  "Data N/A",
  "N/A",
  "…",
];

/** The English phrases left in `text` (apart from the data and the brand's footer). */
const english = (text: string) => ENGLISH.filter((phrase) => text.includes(phrase));

const DAYS = {
  gu: {
    period: "1 જાન્યુ 2025 – 31 માર્ચ 2025",
    generated: "21 નવે 2026",
    installed: "23 નવે 2024",
    months: ["જાન્યુ 2025", "ફેબ્રુ 2025", "માર્ચ 2025"],
    shortMonths: ["જાન્યુ", "ફેબ્રુ", "માર્ચ"],
    opening: "1 જાન્યુ 2025",
    payout: "10 ફેબ્રુ 2025",
    cutBefore: "ડિસે 2023",
  },
  hi: {
    period: "1 जनवरी 2025 – 31 मार्च 2025",
    generated: "21 नवंबर 2026",
    installed: "23 नवंबर 2024",
    months: ["जनवरी 2025", "फ़रवरी 2025", "मार्च 2025"],
    shortMonths: ["जनवरी", "फ़रवरी", "मार्च"],
    opening: "1 जनवरी 2025",
    payout: "10 फ़रवरी 2025",
    cutBefore: "दिसंबर 2023",
  },
} as const;

describe.each(LANGUAGES)("the reports in %s", { timeout: 120_000 }, (language, texts) => {
  const words: ReportWords = { language, texts };
  const t = (key: keyof ReportsTexts, values: Record<string, string | number> = {}) =>
    flat(fill(texts[key], values));
  const day = DAYS[language];
  const identity = t("identity", {
    name: "Sabarmati Riverside Café",
    customerId: "FC-1001",
    period: day.period,
  });

  it("the collection report: title, days, figures, the months' chart and table, the stamp", async () => {
    const plan = monthlyPlan(RANGE, "2026-11-21");
    const months = periodMonths(monthlyAnswer("2026-11", plan.ask, JAN_TO_MAR_2025), plan);
    const { bytes, file, pages, rows } = await report(
      words,
      { ...base(words), kind: "cigarette" },
      { kind: "cigarette", monthly: { plan, months } },
      `cigarette-${language}`,
    );
    expect(pages).toHaveLength(3);
    const [first = "", second = ""] = pages;
    const third = rows[2] ?? "";
    for (const expected of [
      t("title.cigarette"),
      flat(day.period),
      day.generated,
      day.installed,
      "Sabarmati Riverside Café",
      "12, Riverfront Walk, Near Ellis Bridge, Ahmedabad, Gujarat, 380006",
      "FC-1001",
      "19,575",
      "5.328",
      "97,87,500",
      t("page", { page: 1, pages: 3 }),
    ]) {
      expect(first).toContain(expected);
    }
    for (const expected of [
      "₹53.28",
      "₹120.00",
      "10,000",
      `${t("stamp.number")} ${issued.number}`,
      `${t("stamp.see")} https://filtercycle.example/reference-and-support`,
      t("page", { page: 2, pages: 3 }),
    ]) {
      expect(second).toContain(expected);
    }
    for (const expected of [
      t("monthly.band"),
      identity,
      t("monthly.heading"),
      t("monthly.chartTitle"),
      t("monthly.axisKg"),
      flat(day.shortMonths.join(" ")),
      `${t("monthly.month")} ${t("monthly.number")} ${t("monthly.kg")}`,
      `${flat(day.months[0])} 6,525 1.776`,
      `${flat(day.months[1])} 7,100 1.932`,
      `${flat(day.months[2])} 5,950 1.620`,
      `${t("monthly.total")} 19,575 5.328`,
    ]) {
      expect(third).toContain(expected);
    }
    expect(english(pages.join(" "))).toEqual([]);
    expect(wordsOffPage(file)).toEqual([]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(
      `${texts["title.cigarette"]} — Sabarmati Riverside Café — ${day.period}`,
    );
    expect(fontsOf(file)).toMatch(language === "gu" ? /NotoSansGujarati-Bold/ : /NotoSans-Bold/);
  });

  it("the benefit report: its statement's totals, rule, rows and page after page", async () => {
    const { file, pages, rows } = await report(
      words,
      base(words),
      { kind: "benefit", statement },
      `benefit-${language}`,
    );
    expect(pages).toHaveLength(3);
    const [first = "", , statementText = ""] = pages;
    const third = rows[2] ?? "";
    expect(statementText).toContain(t("statement.rule"));
    expect(first).toContain(t("title.benefit"));
    for (const expected of [
      t("statement.band"),
      identity,
      t("statement.heading"),
      [
        "statement.opening",
        "statement.credits",
        "statement.payouts",
        "statement.adjustments",
        "statement.closing",
      ]
        .map((key) => t(key as keyof ReportsTexts))
        .join(" "),
      "₹375.00 ₹692.20 -₹800.00 -₹12.50 ₹254.70",
      `${t("statement.date")} ${t("statement.description")} ${t("statement.amount")} ${t("statement.balance")}`,
      `${flat(day.opening)} ${t("statement.opening")} ₹375.00`,
      // The ledger's descriptions as stored; the day in the language.
      "Collection at Terrace: 0.620 kg at ₹300.00/kg ₹186.00 ₹561.00",
      `${flat(day.payout)} NEFT UTR SBIN0250210998877 -₹800.00 ₹136.00`,
      `${t("statement.closing")} ₹254.70`,
      t("page", { page: 3, pages: 3 }),
    ]) {
      expect(third).toContain(expected);
    }
    // Outside the data, no English: the descriptions are the ledger's (decision 0093).
    const outsideData = third
      .replace(/Collection at \w+: [\d.]+ kg at ₹[\d.,]+\/kg/g, "")
      .replace("Correction of the 18 Jan weighing", "");
    expect(english(`${pages.slice(0, 2).join(" ")} ${outsideData}`)).toEqual([]);
    expect(wordsOffPage(file)).toEqual([]);

    const long = await report(
      words,
      { ...base(words), range: { startDate: "2025-04-01", endDate: "2026-03-31" } },
      { kind: "benefit", statement: longStatement },
      `benefit-long-${language}`,
    );
    const statementPages = long.rows.slice(2);
    expect(statementPages.length).toBeGreaterThanOrEqual(3);
    for (const [index, page] of statementPages.entries()) {
      expect(page).toContain(t("statement.date"));
      expect(page).toContain(t("page", { page: index + 3, pages: long.pages.length }));
    }
    expect(statementPages[1]).toContain(t("statement.continued"));
    expect(wordsOffPage(long.file)).toEqual([]);
  });

  it("the fallbacks, the stand-in notice and the 36-month cut-off in the language", async () => {
    const range = { startDate: "2022-06-15", endDate: "2026-11-21" };
    const plan = monthlyPlan(range, "2026-11-21");
    const { file, pages } = await report(
      words,
      {
        ...base(words),
        kind: "benefit",
        range,
        impact: null,
        statsWithDates: null,
        storedCustomerId: null,
      },
      { kind: "benefit", statement },
      `benefit-fallbacks-${language}`,
    );
    const [first = "", second = ""] = pages;
    expect(first).toContain(t("fallback.name"));
    expect(first).toContain(`${t("fallback.data")}`);
    // SPEC.md §8's customer id stand-in is a code, the same in every language.
    expect(first).toContain("CUST-XYZ");
    expect(second).toContain(t("fallback.social"));
    expect(
      english(
        pages
          .join(" ")
          .replace(/Collection at [^₹]+₹[\d.]+\/kg|Correction of the 18 Jan weighing/g, ""),
      ),
    ).toEqual([]);
    expect(wordsOffPage(file)).toEqual([]);

    const cut = await report(
      words,
      {
        ...base(words),
        kind: "cigarette",
        range,
        statsWithDates: emptyStatsWithDates,
      },
      {
        kind: "cigarette",
        monthly: { plan, months: periodMonths(monthlyAnswer("2026-11", plan.ask), plan) },
      },
      `cigarette-36-${language}`,
    );
    expect(cut.pages[0]).toContain(t("standIn"));
    const monthsText = cut.pages.slice(2).join(" ");
    expect(monthsText).toContain(t("monthly.cutOff", { max: 36, month: day.cutBefore }));
    expect(monthsText).toContain(t("monthly.partial"));
    expect(monthsText).toContain(t("monthly.continued"));
    expect(english(cut.pages.join(" "))).toEqual([]);
    expect(wordsOffPage(cut.file)).toEqual([]);
  });
});
