import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { loadReports, prefetchReports } from "#web/features/impact/reports/load-reports";
import { useViewedCustomer } from "#web/hooks/use-viewed-customer";
import { useAppLanguage } from "#web/lib/app-language";
import { useAppTexts } from "#web/lib/app-texts";
import { formatKg, formatNumber } from "#web/lib/format";
import type { DateRange } from "../../../lib/dashboard-dates";
import { useCustomerStats, useCustomerStatsWithDates } from "../hooks/use-dashboard-data";
import { useDateRange } from "../hooks/use-date-range";
import { DateRangeFields } from "./date-range-fields";
import { ReportButton } from "./report-button";
import { ResetButton } from "./reset-button";
import { StatsTable, statsRows, useShowingText } from "./stats-table";

/**
 * "CIGARETTE BUTT COLLECTION" (SPEC.md §2, §7): the default columns from
 * get_customer_specific_stats; once both dates are picked, the range's columns from
 * get_customer_specific_stats_with_dates (no apply button: picking the second date refreshes).
 * "Download Cigarette Report" makes the PDF of the picked range.
 */
export function CigaretteTable() {
  const headingId = useId();
  const dates = useDateRange();
  const queryClient = useQueryClient();
  const customerId = useViewedCustomer();
  const defaults = useCustomerStats(null);
  const ranged = useCustomerStatsWithDates(dates.range);
  const query = dates.range ? ranged : defaults;
  const stats = query.data?.cigaretteButtCollectionStats;
  const t = useAppTexts().dashboard;
  const language = useAppLanguage();
  const showing = useShowingText(dates.range);

  const rows = statsRows(stats, [
    { label: t["table.buttsNumber"], figure: (column) => formatNumber(column.buttsNumber) },
    { label: t["table.buttsKgs"], figure: (column) => formatKg(column.buttsKgs) },
  ]);

  const generate = async (range: DateRange, steps: { preparing: () => void }) => {
    const { downloadReport } = await loadReports();
    // In the reader's language (issue 29), as the screen around it.
    await downloadReport("cigarette", range, queryClient, customerId, steps.preparing, language);
  };

  return (
    <StatsTable
      heading={t["table.cigaretteHeading"]}
      headingId={headingId}
      rows={rows}
      periods={query.data?.periods}
      status={query.status}
      showing={showing}
      onRetry={() => void query.refetch()}
      controls={<DateRangeFields state={dates} table={t["table.collectionTable"]} />}
      actions={
        <div className="flex flex-wrap items-start gap-3">
          <ReportButton
            label={t["table.cigaretteReport"]}
            range={dates.range}
            onGenerate={generate}
            onPrepare={() => prefetchReports(language)}
          />
          {dates.startDate || dates.endDate ? <ResetButton onReset={dates.reset} /> : null}
        </div>
      }
    />
  );
}
