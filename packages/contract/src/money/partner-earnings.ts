/**
 * What a partner business earns (issue 17): the benefit rate range per kg the company offers and
 * a worked example, for the /partner-program page. Staff set the three figures in the console's
 * settings (`partnerRates`); the example's rate and monthly amount follow from them by one rule,
 * `partnerEarningsExample`. Zod-free, so the API and any page can use it at no weight; the
 * schemas are in `partner-rates-schemas.ts`.
 */
export type PartnerRates = {
  /** Whole rupees per kg: the lowest and highest rate a partner agreement sets. */
  lowPerKg: number;
  highPerKg: number;
  /** The example business's collected kg in a month. */
  exampleKgPerMonth: number;
};

/**
 * ₹200–400 per kg is what an Indian butt recycler pays (PRODUCT.md); 3 kg a month is what a
 * busy café's two or three kiosks fill (about 11,000 butts at 0.27 g each).
 */
export const DEFAULT_PARTNER_RATES: PartnerRates = {
  lowPerKg: 200,
  highPerKg: 400,
  exampleKgPerMonth: 3,
};

export type PartnerEarningsExample = {
  kgPerMonth: number;
  /** The middle of the range, in whole rupees per kg. */
  ratePerKg: number;
  /** kgPerMonth × ratePerKg, in whole rupees. */
  perMonth: number;
};

/** The worked example: the example's kg at the middle of the range, rounded to whole rupees. */
export function partnerEarningsExample(rates: PartnerRates): PartnerEarningsExample {
  const ratePerKg = Math.round((rates.lowPerKg + rates.highPerKg) / 2);
  return {
    kgPerMonth: rates.exampleKgPerMonth,
    ratePerKg,
    perMonth: Math.round(rates.exampleKgPerMonth * ratePerKg),
  };
}

/** GET /api/partner_rates: the range and its example, as the page prints them. */
export type PartnerRatesView = {
  lowPerKg: number;
  highPerKg: number;
  example: PartnerEarningsExample;
};

export function partnerRatesView(rates: PartnerRates): PartnerRatesView {
  return {
    lowPerKg: rates.lowPerKg,
    highPerKg: rates.highPerKg,
    example: partnerEarningsExample(rates),
  };
}

/** Seconds the answer may be reused by browsers and proxies. */
export const PARTNER_RATES_MAX_AGE_SECONDS = 300;
