import type { CertificateIssued } from "@filtercycle/contract/certificates/certificates";
import type { MonthlyCollection } from "@filtercycle/contract/impact/dashboard";
import type { Language } from "@filtercycle/contract/languages";
import type { Statement } from "@filtercycle/contract/money/money";
import type { QueryClient } from "@tanstack/react-query";
import { customerStatsQueryOptions } from "#web/features/impact/api/get-customer-stats";
import { customerStatsWithDatesQueryOptions } from "#web/features/impact/api/get-customer-stats-with-dates";
import { monthlyCollectionsQueryOptions } from "#web/features/impact/api/get-monthly-collections";
import { REPORT_TEXT } from "#web/features/impact/constants";
import { callApi } from "#web/lib/api-client";
import { businessToday, type DateRange } from "#web/lib/dashboard-dates";
import { viewedQuery } from "#web/lib/dashboard-query-root";
import { greenImpactQueryOptions } from "#web/lib/green-impact-query";
import { issueCertificate } from "#web/lib/issue-certificate";
import { fetchFontBytes } from "#web/lib/pdf/browser-fonts";
import { reportTemplateUrl } from "#web/lib/pdf/report-fields";
import { type FontBytes, fontNeeds } from "#web/lib/pdf/report-fonts";
import { type ReportWords, reportWords } from "#web/lib/pdf/report-texts";
import { saveFile } from "#web/lib/pdf/save-file";
import { sfntFontkit } from "#web/lib/pdf/sfnt-fontkit";
import { methodLine, type Verification } from "#web/lib/pdf/verification-stamp";
import { getCustomerId } from "#web/lib/session-storage";
import { makeReport, type ReportPages } from "./make-report";
import { type MonthlyPlan, monthlyPlan, periodMonths } from "./monthly-values";
import { type ReportKind, reportValues } from "./report-values";

/**
 * Makes and downloads the PDFs in the browser. This module (with pdf-lib and fontkit) is loaded
 * by `import()` when a button is pressed, so none of it is in the dashboard's first JavaScript.
 * Answers come through the QueryClient: what the screen already loaded is reused, the rest is
 * fetched (and kept for the screen).
 */

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === "fulfilled") return result.value;
  // The report is still made, with SPEC.md §8's fallbacks where this answer's figures go.
  console.error(
    `Report: ${what} could not be loaded; its fields use the fallbacks.`,
    result.reason,
  );
  return null;
}

/**
 * SPEC.md §9: the report of one table's range. The range's figures are the report itself, so
 * without them (get_customer_specific_stats_with_dates for the cigarette report, the range's
 * benefit and its statement for the benefit report) it fails; anything else missing prints its
 * fallback (the collection report's months: "Data N/A" on their page). In `language`, the
 * reader's (issue 29): that language's template, words and month names, and its script's fonts.
 */
export async function downloadReport(
  kind: ReportKind,
  range: DateRange,
  queryClient: QueryClient,
  customerId: string | null = null,
  /** Called once the figures and fonts are in, when the PDF is drawn (the button says so). */
  preparing: () => void = () => {},
  language: Language = "en",
): Promise<void> {
  const today = businessToday();
  const plan = monthlyPlan(range, today);
  performance.mark("report:start");
  // The number (issue 15), the figures, the template and the Latin fonts are fetched at once;
  // without a number there is no report to hand out, so its failure fails the report.
  const issuing = issueCertificate(
    { kind: kind === "benefit" ? "benefit_report" : "cigarette_report", ...range },
    customerId ?? undefined,
  );
  // The Latin fonts meanwhile; a real report needs no rehearsal (see `rehearse`).
  rehearsed = true;
  fetchFontBytes().catch(() => {});
  const gathering = Promise.allSettled([
    queryClient.fetchQuery(customerStatsWithDatesQueryOptions(range, customerId)),
    queryClient.fetchQuery(greenImpactQueryOptions(customerId)),
    queryClient.fetchQuery(customerStatsQueryOptions(range, customerId)),
    fetchTemplate(language),
    kind === "benefit"
      ? fetchStatement(range, customerId)
      : fetchMonths(queryClient, plan, customerId),
  ]);
  // The language's words (a small chunk, English's are here) meanwhile too.
  const [issued, words] = await Promise.all([issuing, reportWords(language)]);
  const [withDates, impact, stats, template, own] = await gathering;
  if (template.status === "rejected") throw template.reason;
  if (kind === "cigarette" && withDates.status === "rejected") throw withDates.reason;
  if (kind === "benefit" && stats.status === "rejected") throw stats.reason;
  if (kind === "benefit" && own.status === "rejected") throw own.reason;

  const content = reportValues({
    kind,
    range,
    generatedOn: today,
    statsWithDates: settled(withDates, "get_customer_specific_stats_with_dates"),
    impact: settled(impact, "get_green_impact"),
    benefit: settled(stats, "get_customer_specific_stats")?.benefitValueStats.tillDate ?? null,
    storedCustomerId: customerId ?? getCustomerId(),
    words,
  });
  const pages: ReportPages =
    kind === "benefit"
      ? { kind, statement: (own as PromiseFulfilledResult<Statement>).value }
      : {
          kind,
          monthly: {
            plan,
            months: settled(
              own as PromiseSettledResult<MonthlyCollection[]>,
              "monthly collections",
            ),
          },
        };
  const texts = [
    ...Object.values(content.values),
    ...Object.values(words.texts),
    ...(pages.kind === "benefit" ? pages.statement.entries.map((entry) => entry.description) : []),
  ];
  const fonts = await fetchFontBytes(fontNeeds(texts));
  preparing();
  await nextPaint();
  performance.mark("report:drawing");
  const bytes = await makeReport(
    template.value,
    fonts,
    content.values,
    pages,
    verificationOf(issued, words),
    words,
  );
  saveFile(bytes, REPORT_TEXT.fileName);
  // Read by `npm run bench:report`: click to data, and the drawing alone.
  performance.measure("report: drawing", "report:drawing");
  performance.measure("report: data", "report:start", "report:drawing");
}

const readFont = (bytes: Uint8Array) => sfntFontkit.create(bytes);

/**
 * Waits until the button's new words are painted, before the drawing takes the main thread
 * (at most 50 ms: a tab in the background paints no frames).
 */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    if (typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
    setTimeout(done, 50);
  });
}

/**
 * What the stamp prints of an issued certificate or report, in the report's words; the methods'
 * names as issued (the facts the number stands for, as the certificate prints them).
 */
function verificationOf(issued: CertificateIssued, { texts: t }: ReportWords): Verification {
  return {
    number: issued.number,
    verifyUrl: issued.verifyUrl,
    methodLine: methodLine(issued.facts.methods, issued.verifyUrl, t["stamp.see"]),
    words: { number: t["stamp.number"], check: t["stamp.check"] },
  };
}

/** GET /api/statement for the range: a one-off read, made only for the PDF. */
function fetchStatement(range: DateRange, customerId: string | null): Promise<Statement> {
  return callApi("statement", { query: { ...range, ...viewedQuery(customerId) } });
}

/** The period's months from get_monthly_collections (see monthlyPlan for the 36-month reach). */
async function fetchMonths(
  queryClient: QueryClient,
  plan: MonthlyPlan,
  customerId: string | null,
): Promise<MonthlyCollection[]> {
  if (plan.ask === 0) return [];
  const answer = await queryClient.fetchQuery(monthlyCollectionsQueryOptions(plan.ask, customerId));
  return periodMonths(answer.months, plan);
}

const templates = new Map<Language, Promise<Uint8Array>>();

/** The prebuilt template in `language` (`npm run build:report-template`), fetched once a page. */
function fetchTemplate(language: Language): Promise<Uint8Array> {
  let template = templates.get(language);
  if (!template) {
    template = fetch(reportTemplateUrl(language)).then(async (response) => {
      if (!response.ok) throw new Error(`The report template answered HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    // A failed fetch is tried again by the next report.
    template.catch(() => templates.delete(language));
    templates.set(language, template);
  }
  return template;
}

/**
 * Gets a PDF's fixed parts ready when a PDF button is about to be used (pointer or focus on it,
 * load-reports.ts): the template of the reader's language and the Latin fonts, fetched (cached by
 * the browser) and read; in Gujarati or Hindi also the language's words and its script's fonts
 * (fetched only: fontkit, which shapes them, loads with the PDF).
 */
export function warmUp(language: Language = "en"): void {
  const template = fetchTemplate(language);
  const fonts = fetchFontBytes();
  if (language !== "en") {
    reportWords(language)
      .then((words) => fetchFontBytes(fontNeeds(Object.values(words.texts))))
      .catch(() => {});
  }
  Promise.all([
    template,
    fonts,
    fonts.then((bytes) =>
      Promise.all([bytes.latin, bytes.latinExt, bytes.latinBold].map(readFont)),
    ),
  ])
    .then(([templateBytes, fontBytes]) => rehearse(templateBytes, fontBytes))
    .catch(() => {});
}

let rehearsed = false;

/**
 * Once a page, a report of no figures is drawn and thrown away: pdf-lib's and the drawing's code
 * then runs optimised for the real one (issue 28: on a phone-class CPU the first drawing took
 * twice as long as the next). Started when the browser is idle, after the pointer reached a
 * PDF button.
 */
function rehearse(templateBytes: Uint8Array, fontBytes: FontBytes): void {
  if (rehearsed) return;
  rehearsed = true;
  const range = { startDate: businessToday(), endDate: businessToday() };
  const draw = () => {
    const { values } = reportValues({
      kind: "cigarette",
      range,
      generatedOn: range.endDate,
      statsWithDates: null,
      impact: null,
      benefit: null,
      storedCustomerId: null,
    });
    const plan = monthlyPlan(range, range.endDate);
    makeReport(templateBytes, fontBytes, values, {
      kind: "cigarette",
      monthly: { plan, months: [] },
    }).catch(() => {});
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(draw, { timeout: 1000 });
  else setTimeout(draw, 0);
}
