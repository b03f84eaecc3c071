import { DEFAULT_LARGEST_KIOSK_KG } from "@filtercycle/contract/collections/collection-rules";
import { DEFAULT_CUSTODY_TOLERANCE_PERCENT } from "@filtercycle/contract/custody/custody";
import { BUSINESS_TIME_ZONE } from "@filtercycle/contract/dates";
import { DEFAULT_PICKUP_THRESHOLD_PERCENT } from "@filtercycle/contract/forecasts/forecasts";
import { IMPACT_FACTOR_DEFAULTS } from "@filtercycle/contract/impact/impact-factors";
import { DEFAULT_PARTNER_RATES } from "@filtercycle/contract/money/partner-earnings";

/** A factor as stored in settings: its value and the published source it comes from. */
const storedFactor = <K extends keyof typeof IMPACT_FACTOR_DEFAULTS>(key: K) =>
  ({
    value: IMPACT_FACTOR_DEFAULTS[key].value,
    source: IMPACT_FACTOR_DEFAULTS[key].source,
  }) as const;

/**
 * Company-wide settings and their defaults. The impact factors' values, sources and formulas live
 * in `@filtercycle/contract/impact-factors`, shared with the public "How we measure impact"
 * section; they are explained in docs/impact-methodology.md; staff can change every value.
 */
export const DEFAULT_SETTINGS = {
  businessTimeZone: BUSINESS_TIME_ZONE,
  /** Where customers ask for a payout of their benefit ("Redeem" link). A placeholder to replace. */
  redemptionFormUrl: "https://forms.example.com/filtercycle-redeem",
  socialImpact: { unskilledEmployment: 10_000, stayAtHomeMothers: 10_000 },
  /** The console's "payouts due": businesses whose balance is above this many rupees. */
  payoutThreshold: 500,
  /**
   * Butts per kg, for a collection weighed but not counted: its number is kg × this, marked
   * "estimated". A collected butt with its ash and paper weighs about 0.25–0.30 g.
   */
  buttsPerKgEstimate: 3_600,
  /**
   * What the largest kiosk model holds (kg): no collection may weigh more (docs/decisions/0099).
   * Every kiosk is checked against it until kiosks carry their own capacity.
   */
  largestKioskCapacityKg: DEFAULT_LARGEST_KIOSK_KG,
  /** Chain of custody: intake and pickup weights further apart than this percent are flagged. */
  custodyTolerancePercent: DEFAULT_CUSTODY_TOLERANCE_PERCENT,
  /** A kiosk is due for a pickup when its forecast fill reaches this percent of its capacity. */
  pickupThresholdPercent: DEFAULT_PICKUP_THRESHOLD_PERCENT,
  /** The /partner-program page's benefit rate range per kg and its worked example's kg a month. */
  partnerRates: DEFAULT_PARTNER_RATES,
  impactFactors: {
    toxicWasteKgPerButtKg: storedFactor("toxicWasteKgPerButtKg"),
    microplasticKgPerButtKg: storedFactor("microplasticKgPerButtKg"),
    waterLitresPerButt: storedFactor("waterLitresPerButt"),
  },
} as const;

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
