import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { loadReports, prefetchReports } from "#web/features/impact/reports/load-reports";
import { useViewedCustomer } from "#web/hooks/use-viewed-customer";
import { useAppLanguage } from "#web/lib/app-language";
import { useAppTexts } from "#web/lib/app-texts";
import { formatRupees } from "#web/lib/format";
import type { DateRange } from "../../../lib/dashboard-dates";
import { useCustomerStats } from "../hooks/use-dashboard-data";
import { useDateRange } from "../hooks/use-date-range";
import { DateRangeFields } from "./date-range-fields";
import { ReportButton } from "./report-button";
import { ResetButton } from "./reset-button";
import { StatsTable, statsRows, useShowingText } from "./stats-table";

/**
 * "YOUR BENEFIT VALUE" (SPEC.md §2, §5, §7): the default columns until "Apply dates" is pressed
 * with both dates picked; then get_customer_specific_stats with the range. Apply without both
 * dates does nothing, silently (SPEC.md §5). "Download Report" uses the picked dates.
 */
export function BenefitTable() {
  const headingId = useId();
  const dates = useDateRange();
  const [applied, setApplied] = useState<DateRange | null>(null);
  const queryClient = useQueryClient();
  const customerId = useViewedCustomer();
  const query = useCustomerStats(applied);
  const stats = query.data?.benefitValueStats;
  const t = useAppTexts().dashboard;
  const language = useAppLanguage();
  const showing = useShowingText(applied);

  const rows = statsRows(stats, [
    { label: t["table.benefitAmount"], figure: (column) => formatRupees(column.amount) },
    { label: t["table.benefitRedeemed"], figure: (column) => formatRupees(column.redeemed) },
  ]);

  const apply = () => {
    if (dates.range) setApplied(dates.range);
  };
  const reset = () => {
    dates.reset();
    setApplied(null);
  };
  const generate = async (range: DateRange, steps: { preparing: () => void }) => {
    const { downloadReport } = await loadReports();
    // In the reader's language (issue 29), as the screen around it.
    await downloadReport("benefit", range, queryClient, customerId, steps.preparing, language);
  };

  return (
    <StatsTable
      heading={t["table.benefitHeading"]}
      headingId={headingId}
      rows={rows}
      periods={query.data?.periods}
      status={query.status}
      showing={showing}
      onRetry={() => void query.refetch()}
      controls={
        <div className="flex flex-col items-start gap-3">
          <div className="w-full">
            <DateRangeFields state={dates} table={t["table.benefitTable"]} />
          </div>
          <button
            type="button"
            onClick={apply}
            className="rounded-full border-2 border-forest px-4 py-1.5 text-sm font-semibold text-forest hover:bg-forest hover:text-white focus-ring"
          >
            {t["table.benefitApply"]}
          </button>
        </div>
      }
      actions={
        <div className="flex flex-wrap items-start gap-3">
          <ReportButton
            label={t["table.benefitReport"]}
            range={dates.range}
            onGenerate={generate}
            onPrepare={() => prefetchReports(language)}
          />
          {dates.startDate || dates.endDate || applied ? <ResetButton onReset={reset} /> : null}
        </div>
      }
    />
  );
}
