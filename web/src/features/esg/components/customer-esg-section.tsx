import { financialYearName, lastCompleteFinancialYear } from "@filtercycle/contract/esg/esg";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Select } from "#web/components/ui/inputs";
import { TitledCard } from "#web/components/ui/titled-card";
import { useConsoleWords } from "#web/lib/console-texts";
import { businessToday } from "#web/lib/dashboard-dates";
import { formatKg } from "#web/lib/format";
import { fillers } from "#web/lib/localize";
import { adminEsgCsvUrl, adminEsgPackQueryOptions } from "../api/get-esg-pack";
import { ESG_CONSOLE_TEXT, ESG_TAB } from "../esg-text";

const SENTENCES = fillers({ "esg.yearOption": ["year"], "esg.summary": ["tonnes", "kg"] });

const linkClass =
  "rounded-md px-1 py-1 text-sm font-semibold text-forest underline underline-offset-2 focus-ring";

/**
 * A customer's page in the console (issue 15): the ESG pack line — a financial year, its tonnes
 * recycled, the CSV (staff endpoint) and the customer's ESG tab in the support view, where the
 * PDF is made.
 */
export function CustomerEsgSection({ customerCode }: { customerCode: string }) {
  // The console's words in the reader's language (issue 29); here, not in esg-text.ts, which the
  // customer's dashboard imports.
  const TEXT = useConsoleWords(ESG_CONSOLE_TEXT, "consoleCustomerPage", "esg", SENTENCES);
  const yearId = useId();
  const current = financialYearName(businessToday());
  const [year, setYear] = useState(() => lastCompleteFinancialYear(businessToday()));
  const pack = useQuery({
    ...adminEsgPackQueryOptions(customerCode, year),
    placeholderData: keepPreviousData,
  });
  const years = [...new Set([...(pack.data?.availableYears ?? []), year])]
    .filter((each) => each <= current)
    .sort()
    .reverse();
  const dashboard = `/dashboard?${new URLSearchParams({ customerId: customerCode, tab: ESG_TAB.id })}`;

  return (
    <TitledCard heading={TEXT.heading}>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={yearId} className="text-sm font-semibold text-forest">
            {TEXT.yearLabel}
          </label>
          <Select
            id={yearId}
            value={year}
            onChange={(event) => setYear(event.target.value)}
            options={years.map((value) => ({ value, label: TEXT.yearOption(value) }))}
            className="w-40"
          />
        </div>
        <p className="text-ink" aria-live="polite">
          {pack.isPending
            ? TEXT.loading
            : pack.isError
              ? `${TEXT.failed} ${pack.error.message}`
              : TEXT.summary(pack.data.tonnes.toFixed(3), formatKg(pack.data.kg))}
        </p>
        <a href={adminEsgCsvUrl(customerCode, year)} download className={linkClass}>
          {TEXT.csv}
        </a>
        <Link to={dashboard} className={linkClass}>
          {TEXT.open}
        </Link>
      </div>
    </TitledCard>
  );
}
