import type { MonthlyCollection } from "@filtercycle/contract/impact/dashboard";
import type { Statement } from "@filtercycle/contract/money/money";
import type { ReportValues } from "#web/lib/pdf/report-fields";
import type { FontBytes } from "#web/lib/pdf/report-fonts";
import { ENGLISH_REPORT_WORDS, type ReportWords } from "#web/lib/pdf/report-texts";
import type { Verification } from "#web/lib/pdf/verification-stamp";
import { fillReport } from "./fill-report";
import { addMonthlyPages } from "./monthly-pages";
import type { MonthlyPlan } from "./monthly-values";
import { identityLine } from "./report-values";
import { addStatementPages } from "./statement-pages";

/**
 * A report's PDF: the template's two pages with SPEC.md §9's fields, then the pages that make
 * each report what it is: the benefit report's statement of the period, the collection
 * report's months (chart and table). Works in the browser and in Node (the tests). In `words`'
 * language (issue 29): the template must be that language's (`reportTemplateUrl`).
 */
export type ReportPages =
  | { kind: "benefit"; statement: Statement }
  | {
      kind: "cigarette";
      monthly: { plan: MonthlyPlan; months: readonly MonthlyCollection[] | null };
    };

export function makeReport(
  template: Uint8Array | ArrayBuffer,
  fonts: FontBytes,
  values: ReportValues,
  pages: ReportPages,
  verification?: Verification,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): Promise<Uint8Array> {
  const identity = identityLine(values, words);
  return fillReport(
    template,
    fonts,
    values,
    (pdf, stacks) => {
      if (pages.kind === "benefit") {
        addStatementPages(pdf, stacks, pages.statement, identity, words);
      } else addMonthlyPages(pdf, stacks, pages.monthly, identity, words);
    },
    verification,
    words,
  );
}
