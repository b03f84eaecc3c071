import { formatNumber } from "@filtercycle/contract/format-numbers";
import { fill } from "@filtercycle/contract/messages/fill";
import type { PartnerRatesView } from "@filtercycle/contract/money/partner-earnings";
import { useEffect, useState } from "react";
import { getPartnerRates } from "../api/get-partner-rates";
import type { PartnerEarningsText } from "../content/partner-program";

const rupees = (amount: number) => `₹${formatNumber(amount, 0)}`;

/**
 * What a partner earns: the rate range per kg and a worked example, as staff set them in the
 * console (GET /api/partner_rates, docs/decisions/0072). The prerendered HTML holds a box of the
 * same size, marked busy; the sentences drop into it after hydration.
 */
export function PartnerEarnings({ text: T }: { text: PartnerEarningsText }) {
  const [rates, setRates] = useState<PartnerRatesView | "loading" | "failed">("loading");

  useEffect(() => {
    const controller = new AbortController();
    getPartnerRates(controller.signal)
      .then(setRates)
      .catch(() => {
        if (!controller.signal.aborted) setRates("failed");
      });
    return () => controller.abort();
  }, []);

  return (
    <div
      aria-busy={rates === "loading"}
      className="mt-8 min-h-28 max-w-3xl rounded-2xl border-l-4 border-leaf bg-white p-5 leading-7 text-ink/85 sm:min-h-20"
    >
      {rates === "loading" ? (
        <>
          <span aria-hidden="true" className="block h-5 w-4/5 animate-pulse rounded bg-forest/10" />
          <span
            aria-hidden="true"
            className="mt-3 block h-5 w-3/5 animate-pulse rounded bg-forest/10"
          />
          <span className="sr-only">{T.loading}</span>
        </>
      ) : rates === "failed" ? (
        <p>{T.failed}</p>
      ) : (
        <>
          <p className="font-semibold text-forest">
            {fill(T.range, { low: rupees(rates.lowPerKg), high: rupees(rates.highPerKg) })}
          </p>
          <p className="mt-1">
            {fill(T.example, {
              kg: formatNumber(rates.example.kgPerMonth, 2),
              rate: rupees(rates.example.ratePerKg),
              perMonth: rupees(rates.example.perMonth),
            })}
          </p>
        </>
      )}
    </div>
  );
}
