import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MONTHLY_COLLECTIONS_MAX_MONTHS } from "@filtercycle/contract/impact/dashboard";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { greenImpact, rangeStats, statsWithDates } from "#web/features/impact/testing/fixtures";
import { businessToday } from "#web/lib/dashboard-dates";
import type { FontBytes } from "#web/lib/pdf/report-fonts";
import { readFontBytes } from "#web/lib/pdf/template/node-fonts";
import { makeReport, type ReportPages } from "./make-report";
import { MONTHLY_TEXT } from "./monthly-pages";
import { axisTicks, MONTHLY_MAX_MONTHS, monthlyPlan, periodMonths } from "./monthly-values";
import { JAN_TO_MAR_2025, longStatement, monthlyAnswer, statement } from "./report-fixtures";
import { type ReportData, reportValues } from "./report-values";
import { STATEMENT_TEXT } from "./statement-pages";

/**
 * The reports' own pages, read back as a person reads them: `pdftotext -layout` keeps each
 * table row on one line, so a row is checked as date, description, amount and balance in that
 * order. With REPORT_PNGS=1, every PDF is also turned into PNGs (pdftoppm -r 60) in
 * /tmp/report-pngs/ to look at (not in every run: nothing checks them, and drawing them was a
 * good part of this file's time).
 */
const TEMPLATE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../public/assets/report.pdf",
);
const tmp = mkdtempSync(path.join(os.tmpdir(), "fc-report-pages-"));
const PNG_DIR = process.env.REPORT_PNGS === "1" ? "/tmp/report-pngs" : undefined;
let fonts: FontBytes;
let template: Uint8Array;

beforeAll(async () => {
  fonts = await readFontBytes({ devanagari: true });
  template = readFileSync(TEMPLATE);
  if (PNG_DIR) mkdirSync(PNG_DIR, { recursive: true });
});

function save(bytes: Uint8Array, name: string): string {
  const file = path.join(tmp, `${name}.pdf`);
  writeFileSync(file, bytes);
  if (PNG_DIR) execFileSync("pdftoppm", ["-png", "-r", "60", file, path.join(PNG_DIR, name)]);
  return file;
}

/** The text of each page (pdftotext separates pages with a form feed). */
function pagesOf(bytes: Uint8Array, name: string): string[] {
  const text = execFileSync("pdftotext", ["-layout", save(bytes, name), "-"], {
    encoding: "utf8",
  });
  return text.split("\f").filter((page) => page.trim() !== "");
}

const flat = (text: string) => text.replace(/\s+/g, " ");
/** A row of the layout text: its cells in order, with any space between them. */
const row = (...cells: string[]) =>
  new RegExp(cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"));

const base: ReportData = {
  kind: "benefit",
  range: { startDate: "2025-01-01", endDate: "2025-03-31" },
  generatedOn: "2026-11-21",
  statsWithDates,
  impact: greenImpact,
  benefit: rangeStats.benefitValueStats.tillDate,
  storedCustomerId: "FC-1001",
};

const janToMar = monthlyPlan(base.range, "2026-11-21");
const cigarettePages: ReportPages = {
  kind: "cigarette",
  monthly: {
    plan: janToMar,
    months: periodMonths(monthlyAnswer("2026-11", janToMar.ask, JAN_TO_MAR_2025), janToMar),
  },
};

describe("the benefit report's statement", { timeout: 30_000 }, () => {
  it("prints the opening balance, the totals, every entry with its balance, and the closing balance", async () => {
    const { values } = reportValues(base);
    const bytes = await makeReport(template, fonts, values, { kind: "benefit", statement });
    const pages = pagesOf(bytes, "benefit-statement");
    expect(pages).toHaveLength(3);
    const [first = "", second = "", third = ""] = pages;
    // The spec's fields are still on the template's pages.
    expect(flat(first)).toContain("Benefit Value Report");
    expect(flat(second)).toContain("₹53.28");
    expect(flat(second)).toContain("₹120.00");

    const text = flat(third);
    expect(text).toContain(STATEMENT_TEXT.heading);
    expect(text).toContain(
      "Sabarmati Riverside Café · Customer ID FC-1001 · 1 Jan 2025 – 31 Mar 2025",
    );
    // The five totals, in order, under their labels.
    expect(third).toMatch(
      row("OPENING BALANCE", "CREDITS", "PAYOUTS", "ADJUSTMENTS", "CLOSING BALANCE"),
    );
    expect(third).toMatch(row("₹375.00", "₹692.20", "-₹800.00", "-₹12.50", "₹254.70"));
    // The entries: date, description, signed amount, balance after it.
    expect(third).toMatch(row("1 Jan 2025", "Opening balance", "₹375.00"));
    expect(third).toMatch(
      row("4 Jan 2025", "Collection at Terrace: 0.620 kg at ₹300.00/kg", "₹186.00", "₹561.00"),
    );
    expect(third).toMatch(
      row("18 Jan 2025", "Collection at Lobby: 1.250 kg at ₹300.00/kg", "₹375.00", "₹936.00"),
    );
    expect(third).toMatch(row("10 Feb 2025", "NEFT UTR SBIN0250210998877", "-₹800.00", "₹136.00"));
    expect(third).toMatch(
      row("2 Mar 2025", "Correction of the 18 Jan weighing", "-₹12.50", "₹123.50"),
    );
    expect(third).toMatch(
      row("28 Mar 2025", "Collection at Terrace: 0.410 kg at ₹320.00/kg", "₹131.20", "₹254.70"),
    );
    expect(third).toMatch(row("31 Mar 2025", "Closing balance", "₹254.70"));
    // Entries in date order: the payout's row comes after both January credits.
    expect(third.indexOf("10 Feb 2025")).toBeGreaterThan(third.indexOf("18 Jan 2025"));
    pages.forEach((page, index) => {
      expect(flat(page)).toContain(`Page ${index + 1} of 3`);
    });
  });

  it("runs over several pages, each with the business, customer ID, period and its number", async () => {
    const { values } = reportValues({
      ...base,
      range: { startDate: "2025-04-01", endDate: "2026-03-31" },
    });
    const bytes = await makeReport(template, fonts, values, {
      kind: "benefit",
      statement: longStatement,
    });
    const pages = pagesOf(bytes, "benefit-long");
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const statementPages = pages.slice(2);
    for (const [index, page] of statementPages.entries()) {
      expect(flat(page)).toContain(
        "Sabarmati Riverside Café · Customer ID FC-1001 · 1 Apr 2025 – 31 Mar 2026",
      );
      expect(flat(page)).toContain(`Page ${index + 3} of ${pages.length}`);
      // The header row again on every page of the table.
      expect(page).toMatch(row("Date", "Description", "Amount", "Balance"));
    }
    expect(flat(statementPages[1] ?? "")).toContain(STATEMENT_TEXT.continued);
    // Every one of the 120 entries is printed once, none lost at a page break.
    const all = statementPages.join("\n");
    for (let n = 1; n <= 120; n++) {
      expect(all.match(new RegExp(`Collection no\\. ${n} at`, "g"))).toHaveLength(1);
    }
    expect(all).toMatch(
      row("Collection no. 120 at Terrace: 0.040 kg at ₹250.00/kg", "₹10.00", "₹1,575.00"),
    );
    expect(flat(statementPages.at(-1) ?? "")).toMatch(/Closing balance\s+₹1,575\.00/);
  });

  it("prints a period without entries as opening = closing and says there were none", async () => {
    const { values } = reportValues(base);
    const empty = {
      ...statement,
      credits: 0,
      payouts: 0,
      adjustments: 0,
      closingBalance: 375,
      entries: [],
    };
    const pages = pagesOf(
      await makeReport(template, fonts, values, { kind: "benefit", statement: empty }),
      "benefit-empty",
    );
    expect(pages).toHaveLength(3);
    expect(pages[2]).toMatch(row("₹375.00", "₹0.00", "₹0.00", "₹0.00", "₹375.00"));
    expect(flat(pages[2] ?? "")).toContain(STATEMENT_TEXT.noEntries);
  });
});

describe("the collection report's months", { timeout: 30_000 }, () => {
  it("asks get_monthly_collections for the months back to the period's first, and keeps the period's", () => {
    expect(MONTHLY_MAX_MONTHS).toBe(MONTHLY_COLLECTIONS_MAX_MONTHS);
    // Jan 2025 to Nov 2026 (this month) is 23 months.
    expect(janToMar).toEqual({
      ask: 23,
      first: "2025-01",
      last: "2025-03",
      cutBefore: null,
      partialMonths: false,
    });
    expect(cigarettePages.kind === "cigarette" && cigarettePages.monthly.months).toEqual([
      { month: "2025-01", buttsNumber: 6525, buttsKgs: 1.776 },
      { month: "2025-02", buttsNumber: 7100, buttsKgs: 1.932 },
      { month: "2025-03", buttsNumber: 5950, buttsKgs: 1.62 },
    ]);
    // Before the 36 months: cut off at Dec 2023 (36 months up to Nov 2026).
    expect(monthlyPlan({ startDate: "2022-06-15", endDate: "2025-03-31" }, "2026-11-21")).toEqual({
      ask: 36,
      first: "2023-12",
      last: "2025-03",
      cutBefore: "2023-12",
      partialMonths: true,
    });
    // Entirely before them: nothing to ask.
    expect(monthlyPlan({ startDate: "2020-01-01", endDate: "2020-01-31" }, "2026-11-21").ask).toBe(
      0,
    );
    // A period running into the future stops at this month.
    expect(
      monthlyPlan({ startDate: "2026-10-01", endDate: "2027-01-31" }, "2026-11-21"),
    ).toMatchObject({
      ask: 2,
      first: "2026-10",
      last: "2026-11",
    });
  });

  it("has round axis ticks", () => {
    expect(axisTicks(1.932)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(axisTicks(53.573)).toEqual([0, 20, 40, 60]);
    expect(axisTicks(7.2)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it("prints the month-by-month table with its total and a chart, and is not the benefit report", async () => {
    const cigarette = reportValues({ ...base, kind: "cigarette" });
    const bytes = await makeReport(template, fonts, cigarette.values, cigarettePages);
    const pages = pagesOf(bytes, "cigarette-months");
    expect(pages).toHaveLength(3);
    const third = pages[2] ?? "";
    expect(flat(third)).toContain(MONTHLY_TEXT.heading);
    expect(flat(third)).toContain(MONTHLY_TEXT.chartTitle);
    expect(third).toMatch(row("Month", "Butts in number", "Butts in kg"));
    expect(third).toMatch(row("Jan 2025", "6,525", "1.776"));
    expect(third).toMatch(row("Feb 2025", "7,100", "1.932"));
    expect(third).toMatch(row("Mar 2025", "5,950", "1.620"));
    // The total is the period's own figure on page 1 (19,575 butts, 5.328 kg).
    expect(third).toMatch(row("Total", "19,575", "5.328"));
    expect(flat(pages[0] ?? "")).toContain("19,575");
    // The chart's axis (0 to 2 kg in steps of 0.5) and month labels with the year.
    for (const tick of ["0.5", "1.5", "2"])
      expect(third).toMatch(new RegExp(`(^|\\s)${tick.replace(".", "\\.")}\\s`, "m"));
    expect(third).toMatch(row("Jan", "Feb", "Mar"));
    expect(flat(third)).toContain("2025");
    expect(flat(third)).not.toContain(MONTHLY_TEXT.partial);

    const benefit = await makeReport(template, fonts, reportValues(base).values, {
      kind: "benefit",
      statement,
    });
    const benefitText = flat(pagesOf(benefit, "benefit-vs-cigarette").join(" "));
    expect(benefitText).toContain(STATEMENT_TEXT.heading);
    expect(benefitText).not.toContain(MONTHLY_TEXT.heading);
    expect(flat(pages.join(" "))).not.toContain(STATEMENT_TEXT.heading);
  });

  it("says where a period older than 36 months is cut off, and draws 36 months legibly", async () => {
    const range = { startDate: "2022-06-15", endDate: "2026-11-21" };
    const plan = monthlyPlan(range, "2026-11-21");
    const months = periodMonths(monthlyAnswer("2026-11", plan.ask), plan);
    expect(months).toHaveLength(36);
    const { values } = reportValues({ ...base, kind: "cigarette", range });
    const pages = pagesOf(
      await makeReport(template, fonts, values, { kind: "cigarette", monthly: { plan, months } }),
      "cigarette-36-months",
    );
    const text = flat(pages.slice(2).join(" "));
    expect(text).toContain(
      "The monthly figures reach back 36 months: months before Dec 2023 are not shown.",
    );
    expect(text).toContain(MONTHLY_TEXT.partial);
    expect(text).toContain(MONTHLY_TEXT.continued);
    for (const month of ["Dec 2023", "Jun 2025", "Nov 2026"]) expect(text).toContain(month);
    expect(text).not.toContain("Nov 2023");
  });

  it("prints Data N/A on the months page when they could not be loaded", async () => {
    const { values } = reportValues({ ...base, kind: "cigarette" });
    const pages = pagesOf(
      await makeReport(template, fonts, values, {
        kind: "cigarette",
        monthly: { plan: janToMar, months: null },
      }),
      "cigarette-no-months",
    );
    expect(flat(pages[2] ?? "")).toContain(MONTHLY_TEXT.unavailable);
  });
});

describe("stored text and dates", { timeout: 30_000 }, () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    // Assigning undefined would set the text "undefined": an unset zone is deleted.
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it("draws a business name and descriptions with emoji and other unusual characters without failing", async () => {
    const name = "Chai ☕️ Point 🚬 <b>&amp;</b>\u200b 茶室";
    const { values } = reportValues({ ...base, impact: { ...greenImpact, name } });
    const odd = {
      ...statement,
      entries: statement.entries.map((item, i) =>
        i === 3 ? { ...item, description: "Refund 👍🏽 for\nthe torn bag\t(ref #7) ﷽" } : item,
      ),
    };
    const bytes = await makeReport(template, fonts, values, { kind: "benefit", statement: odd });
    const text = flat(pagesOf(bytes, "benefit-emoji").join(" "));
    // A character no font has is one "?"; the invisible ones (variation selector, zero-width
    // space) are left out; markup is text.
    expect(text).toContain("Chai ? Point ? <b>&amp;</b> ??");
    expect(text).toMatch(/Refund \?\? for the torn bag \(ref #7\)/);
    const cigarette = await makeReport(template, fonts, values, cigarettePages);
    expect((await PDFDocument.load(cigarette)).getPageCount()).toBe(3);
  });

  it("prints a ledger moment as its day in the business time zone, not the browser's", async () => {
    process.env.TZ = "America/Los_Angeles";
    // 20:00 UTC on 31 Mar is 13:00 on 31 Mar in Los Angeles and 01:30 on 1 Apr in Kolkata.
    const moment = {
      ...statement,
      entries: [
        { ...statement.entries[0], date: "2025-03-31T20:00:00Z" } as (typeof statement.entries)[0],
      ],
    };
    const { values } = reportValues(base);
    const pages = pagesOf(
      await makeReport(template, fonts, values, { kind: "benefit", statement: moment }),
      "benefit-zone",
    );
    expect(pages[2]).toMatch(row("1 Apr 2025", "Collection at Terrace"));
  });

  it("takes this month in the business time zone when it plans the months", () => {
    process.env.TZ = "America/Los_Angeles";
    // 30 Nov 2026 in Los Angeles, already 1 Dec in Kolkata: 25 months from Dec 2024 to Dec 2026.
    vi.useFakeTimers({ now: new Date("2026-11-30T20:00:00Z"), toFake: ["Date"] });
    expect(new Date().getDate()).toBe(30);
    const range = { startDate: "2024-12-01", endDate: "2026-12-31" };
    expect(monthlyPlan(range, businessToday())).toMatchObject({ ask: 25, last: "2026-12" });
  });
});
