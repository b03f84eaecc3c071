import type { PartnerRatesView } from "@filtercycle/contract/money/partner-earnings";
import { callApi } from "#web/lib/api-client";

const isCount = (value: unknown) => typeof value === "number" && Number.isFinite(value);

/** A light shape check instead of the contract's zod schema (zod would weigh on the page). */
function parsePartnerRates(data: unknown): PartnerRatesView {
  const body = (data ?? {}) as Record<string, unknown>;
  const example = (body.example ?? {}) as Record<string, unknown>;
  const valid =
    isCount(body.lowPerKg) &&
    isCount(body.highPerKg) &&
    ["kgPerMonth", "ratePerKg", "perMonth"].every((key) => isCount(example[key]));
  if (!valid) throw new Error("partner_rates answered an unexpected shape");
  return body as PartnerRatesView;
}

/**
 * GET /api/partner_rates: one anonymous, cacheable read. Its route is added by the partner page's
 * module (routes/partner-program.tsx), so other public pages never carry it.
 */
export function getPartnerRates(signal?: AbortSignal): Promise<PartnerRatesView> {
  return callApi("partnerRates", { signal, parse: parsePartnerRates });
}
