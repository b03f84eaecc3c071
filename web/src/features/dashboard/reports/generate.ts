import type { QueryClient } from "@tanstack/react-query";
import { getCustomerId } from "#web/lib/session-storage";
import { customerStatsQueryOptions } from "../api/get-customer-stats";
import { customerStatsWithDatesQueryOptions } from "../api/get-customer-stats-with-dates";
import { greenImpactQueryOptions } from "../api/get-green-impact";
import { CERTIFICATE_TEXT, REPORT_TEXT } from "../constants";
import { businessToday, type DateRange } from "../utils/dates";
import { fetchFontBytes } from "./browser-fonts";
import { certificateValues, makeCertificate } from "./certificate";
import { fillReport } from "./fill-report";
import { needsDevanagari } from "./report-fonts";
import { type ReportKind, reportValues } from "./report-values";
import { saveFile } from "./save-file";

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
 * benefit for the benefit report) it fails; anything else missing prints its fallback.
 */
export async function downloadReport(
  kind: ReportKind,
  range: DateRange,
  queryClient: QueryClient,
  customerId: string | null = null,
): Promise<void> {
  const [withDates, impact, stats, template] = await Promise.allSettled([
    queryClient.fetchQuery(customerStatsWithDatesQueryOptions(range, customerId)),
    queryClient.fetchQuery(greenImpactQueryOptions(customerId)),
    queryClient.fetchQuery(customerStatsQueryOptions(range, customerId)),
    fetchTemplate(),
  ]);
  if (template.status === "rejected") throw template.reason;
  if (kind === "cigarette" && withDates.status === "rejected") throw withDates.reason;
  if (kind === "benefit" && stats.status === "rejected") throw stats.reason;

  const content = reportValues({
    kind,
    range,
    generatedOn: businessToday(),
    statsWithDates: settled(withDates, "get_customer_specific_stats_with_dates"),
    impact: settled(impact, "get_green_impact"),
    benefit: settled(stats, "get_customer_specific_stats")?.benefitValueStats.tillDate ?? null,
    storedCustomerId: customerId ?? getCustomerId(),
  });
  const fonts = await fetchFontBytes({
    devanagari: needsDevanagari(Object.values(content.values)),
  });
  const bytes = await fillReport(template.value, fonts, content.values);
  saveFile(bytes, REPORT_TEXT.fileName);
}

async function fetchTemplate(): Promise<Uint8Array> {
  const response = await fetch(REPORT_TEXT.templateUrl);
  if (!response.ok) throw new Error(`The report template answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** PRODUCT.md: the one-page landscape certificate of the till-date figures. */
export async function downloadCertificate(
  queryClient: QueryClient,
  customerId: string | null = null,
): Promise<void> {
  const impact = await queryClient.fetchQuery(greenImpactQueryOptions(customerId));
  const values = certificateValues(impact, businessToday());
  const fonts = await fetchFontBytes({ devanagari: needsDevanagari(Object.values(values)) });
  saveFile(await makeCertificate(fonts, values), CERTIFICATE_TEXT.fileName);
}
