/**
 * Company-wide settings and their defaults. The impact factors' formulas and sources are
 * explained in docs/impact-methodology.md; staff can change every value.
 */
export const DEFAULT_SETTINGS = {
  businessTimeZone: "Asia/Kolkata",
  /** Where customers ask for a payout of their benefit ("Redeem" link). A placeholder to replace. */
  redemptionFormUrl: "https://forms.example.com/filtercycle-redeem",
  socialImpact: { unskilledEmployment: 10_000, stayAtHomeMothers: 10_000 },
  impactFactors: {
    toxicWasteKgPerButtKg: {
      value: 1,
      source:
        "WHO (2017), Tobacco and its environmental impact: an overview — discarded butts are toxic waste in their entirety.",
    },
    microplasticKgPerButtKg: {
      value: 0.6,
      source:
        "Novotny & Slaughter (2014), Tobacco product waste: an environmental approach to reduce tobacco consumption — cellulose-acetate filter share of a collected butt's weight.",
    },
    waterLitresPerButt: {
      value: 500,
      source:
        "Slaughter et al. (2011), Toxicity of cigarette butts, and their chemical components, to marine and freshwater fish, Tobacco Control 20 (Suppl 1).",
    },
  },
} as const;

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
