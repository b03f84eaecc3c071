import { PeriodBar } from "#web/components/period-bar";
import { useChosenPeriod } from "#web/hooks/use-chosen-period";
import { PayoutRequestList } from "./payout-request-list";
import { StatementPanel } from "./statement-panel";

/**
 * The dashboard's Money tab (issue 14): the shared period bar, the statement of that period, and
 * the payout requests. With `customerId` (staff's support view) it shows that business.
 */
export function MoneyTab({ customerId = null }: { customerId?: string | null }) {
  const period = useChosenPeriod();
  return (
    <div className="flex flex-col gap-10">
      <PeriodBar />
      <StatementPanel range={period.range} customerId={customerId} />
      <PayoutRequestList customerId={customerId} />
    </div>
  );
}
