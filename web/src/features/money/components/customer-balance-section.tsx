import { Alert } from "#web/components/ui/alert";
import { TitledCard } from "#web/components/ui/titled-card";
import { formatRupees } from "#web/lib/format";
import { useCustomerBalanceText } from "../customer-balance-constants";
import { useAdminBalance } from "../hooks/use-admin-balance";

/** A customer page's section: the balance and its parts (credits, payouts, adjustments). */
export function CustomerBalanceSection({ customerCode }: { customerCode: string }) {
  const text = useCustomerBalanceText();
  const balance = useAdminBalance(customerCode);
  return (
    <TitledCard heading={text.heading}>
      {balance.isPending ? (
        <p className="text-ink/75">{text.loading}</p>
      ) : balance.isError ? (
        <Alert tone="error">
          {text.failed} {balance.error.message}
        </Alert>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ["balance", text.balance],
                ["credits", text.credits],
                ["payouts", text.payouts],
                ["adjustments", text.adjustments],
              ] as const
            ).map(([key, label]) => (
              <div key={key} className="rounded-lg bg-cream p-3">
                <dt className="text-sm font-medium text-ink/75">{label}</dt>
                <dd
                  className={`mt-1 text-lg font-bold ${key === "balance" && balance.data.balance < 0 ? "text-red-800" : "text-forest"}`}
                >
                  {formatRupees(balance.data[key])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-ink/70">{text.rule}</p>
        </>
      )}
    </TitledCard>
  );
}
