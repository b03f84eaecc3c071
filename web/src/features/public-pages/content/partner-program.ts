import type { PageHead, Point, Section } from "../types";

export const PARTNER_HEAD: PageHead = {
  title: "Partner Program",
  description:
    "Host a free Filtercycle kiosk at your business in Ahmedabad: we install and empty it, recycle the butts, pay you a benefit per kilogram and give you a dashboard with your impact.",
  eyebrow: "Partner Program",
  heading: "Host a kiosk, earn for every kilogram",
  intro:
    "Partners give a Filtercycle kiosk a place at their premises. We do everything else, and pay the business a benefit for every kilogram of butts collected.",
};

export const PARTNER_ART_ALT =
  "A Filtercycle kiosk on its post, with a slot for cigarette butts under a rain hood.";

export const PARTNER_BENEFITS = {
  heading: "What partners get",
  points: [
    {
      title: "A free kiosk, maintained",
      text: "Installation, repairs and scheduled collections at no cost.",
    },
    {
      title: "A benefit per kilogram",
      text: "Credited after every weighed collection, paid out to your business account on request.",
    },
    {
      title: "A dashboard",
      text: "Your butts collected, your impact in eight figures, your benefit, with reports and a green certificate.",
    },
    {
      title: "Cleaner surroundings",
      text: "No more butts by your door, and signs that tell customers why.",
    },
  ] satisfies Point[],
} as const;

export const PARTNER_STEPS = {
  heading: "How to join",
  points: [
    { title: "Apply", text: "Fill in the form below; it takes about two minutes." },
    {
      title: "Site visit",
      text: "We call within two working days and visit to agree where the kiosk goes.",
    },
    {
      title: "Agreement and installation",
      text: "A one-page partner agreement sets your rate and collection day; the kiosk goes in within a week.",
    },
    {
      title: "Collections and payouts",
      text: "Your dashboard login arrives by e-mail; collections and your benefit appear from the first week.",
    },
  ] satisfies Point[],
} as const;

export const PARTNER_ELIGIBILITY: Section = {
  heading: "Who can join",
  bullets: [
    "Any business or institution in Ahmedabad or Gandhinagar with a place where people smoke: a café, an office, a hotel, a shop, a campus, a hospital's staff area.",
    "The kiosk needs a spot our collector can reach on collection day without entering a restricted area.",
    "Outside these cities? Apply anyway: we add new areas where enough partners are waiting.",
  ],
};

export const PARTNER_FORM_TEXT = {
  heading: "Apply to the Partner Program",
  intro:
    "Tell us about your premises. We reply within two working days to arrange a site visit; applying commits you to nothing.",
  businessName: "Business name",
  businessType: "Type of business",
  businessTypeChoose: "Choose one",
  city: "City",
  contactName: "Your name",
  email: "E-mail address",
  phone: "Phone number",
  expectedSmokersPerDay: "Smokers per day (your estimate)",
  smokersPerDayHint: "Roughly how many people smoke at your premises on a normal day.",
  message: "Anything else we should know",
  messageHint: "Number of smoking spots, opening hours, the best time to visit…",
  successHeading: "Thank you, your application has been sent.",
  successText:
    "We will call or e-mail you within two working days to arrange a visit to your premises.",
  sendAnother: "Send another application",
} as const;

/** The earnings example under "What partners get"; the figures come from GET /api/partner_rates. */
export const PARTNER_EARNINGS_TEXT = {
  range: (low: string, high: string) =>
    `Businesses earn ${low}–${high} per kg of filters collected; your partner agreement sets your rate.`,
  example: (kg: string, rate: string, perMonth: string) =>
    `Example: a café that fills ${kg} kg a month at ${rate}/kg earns ${perMonth} a month.`,
  loading: "Loading our rates per kg…",
  failed:
    "Your rate per kg of filters collected is set in your partner agreement; we tell you the figure at the site visit.",
} as const;
