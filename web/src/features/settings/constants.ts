import {
  IMPACT_FACTOR_DEFAULTS,
  type ImpactFactorKey,
} from "@filtercycle/contract/impact/impact-factors";

/** The settings screen's texts (assert them in tests). */
export const SETTINGS_TEXT = {
  heading: "Settings",
  intro:
    "The figures and addresses behind every dashboard, and the staff who can sign in to this console.",
  loading: "Loading…",
  failed: "The settings could not be loaded.",
  factors: {
    heading: "Impact factors",
    intro:
      "The factors behind the dashboards' toxic waste, microplastic and water figures. A change applies from its effective-from date on; figures for earlier days keep the factors in force then.",
    inForceSince: (date: string) => `In force since ${date}.`,
    defaults: "The defaults are in force (no change recorded yet).",
    newVersion: "Record new factors",
    effectiveFrom: "Effective from",
    effectiveFromHint: "The first day the new factors apply to.",
    value: "Value",
    source: "Source",
    submit: "Save new factors",
    busy: "Saving…",
    saved: (date: string) => `New factors saved; they apply from ${date}.`,
  },
  /** Issue 25: a back-dated version restates recorded figures; staff see what first. */
  restatement: {
    heading: "This change restates recorded figures",
    intro: (from: string, to: string, businesses: number, certificates: number) =>
      `Figures from ${from} to ${to} change for ${businesses} business(es) and ${certificates} issued certificate(s). Certificates keep what they certified; their verification pages will also state the restated figures. Each business is told in the app and by e-mail.`,
    businessesCaption: "Businesses whose figures change: before → after",
    certificatesCaption: "Issued certificates whose figures change: as certified → restated",
    business: "Business",
    period: "Period",
    certificate: "Certificate",
    tillDate: (to: string) => `Till date (to ${to})`,
    range: (from: string, to: string) => `${from} to ${to}`,
    confirm: "Save and announce the change",
    cancel: "Cancel",
    busy: "Saving…",
  },
  history: {
    heading: "Factor history",
    caption: "Every recorded version of the impact factors, newest first",
    method: "Method version",
    setBy: "Set by",
    empty: "No versions recorded yet: the defaults apply to every day.",
  },
  general: {
    heading: "Other settings",
    unskilledEmployment: "Social impact: unskilled employment (people)",
    stayAtHomeMothers: "Social impact: stay-at-home mothers (people)",
    redemptionFormUrl: "Redemption form address",
    redemptionHint: "The dashboard's “Redeem” link. Leave empty for no link.",
    payoutThreshold: "Payout threshold (₹)",
    payoutThresholdHint: "Customers whose balance is above this are listed as payouts due.",
    buttsPerKgEstimate: "Butts per kg (estimate)",
    buttsPerKgHint:
      "For a collection weighed but not counted: its number is kg × this, marked “estimated”.",
    largestKioskCapacityKg: "Largest kiosk holds (kg)",
    largestKioskHint:
      "No collection may weigh more. One above 3 times its kiosk's usual weight is held for review on the Overview.",
    custodyTolerancePercent: "Bag weight tolerance (%)",
    custodyToleranceHint:
      "A bag whose weight on intake at the plant differs from its pickup weight by more than this is flagged (Custody).",
    submit: "Save settings",
    busy: "Saving…",
    saved: "Settings saved.",
  },
  partner: {
    heading: "Partner Program rates",
    intro:
      "What the public Partner Program page says a business earns: the range of rates per kg your partner agreements set, and a worked example at the middle of the range.",
    lowPerKg: "Lowest rate (₹ per kg)",
    highPerKg: "Highest rate (₹ per kg)",
    exampleKgPerMonth: "Example: kg collected a month",
    /** The page's sentence for the figures as typed (the contract's rule, partner-earnings.ts). */
    preview: (kg: number, rate: number, perMonth: number) =>
      `The page's example: a café that fills ${kg} kg a month at ₹${rate}/kg earns ₹${perMonth} a month.`,
    submit: "Save Partner Program rates",
    busy: "Saving…",
    saved: "Partner Program rates saved.",
  },
  errors: {
    required: "Fill this in.",
    number: "Enter a number, e.g. 0.6.",
    wholeNumber: "Enter a whole number, 0 or more.",
    positive: "Enter a number more than 0.",
    percent: "Enter a percentage from 0 to 100.",
    wholeRupees: "Enter a whole number of rupees, 1 or more.",
    rupees: "Enter an amount in rupees, 0 or more, e.g. 1,000.",
    highBelowLow: "Enter at least the lowest rate.",
    url: "Enter a web address starting with https://",
    date: "Enter a date.",
    summary: "Please correct the highlighted fields.",
  },
} as const;

export const FACTOR_KEYS = Object.keys(IMPACT_FACTOR_DEFAULTS) as ImpactFactorKey[];

/** Each factor's name and unit, from the shared definitions. */
export const FACTOR_LABELS: Record<ImpactFactorKey, { name: string; unit: string }> = {
  toxicWasteKgPerButtKg: {
    name: "Toxic waste",
    unit: IMPACT_FACTOR_DEFAULTS.toxicWasteKgPerButtKg.unit,
  },
  microplasticKgPerButtKg: {
    name: "Microplastic",
    unit: IMPACT_FACTOR_DEFAULTS.microplasticKgPerButtKg.unit,
  },
  waterLitresPerButt: {
    name: "Water protected",
    unit: IMPACT_FACTOR_DEFAULTS.waterLitresPerButt.unit,
  },
};
