import { BRAND } from "@filtercycle/contract/brand";
import { paths } from "../../config/paths";

export type PageContent = {
  /** The document title before " | Filtercycle". */
  title: string;
  /** The meta description. */
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  body: readonly string[];
};

export const HOME_CONTENT = {
  title: "Cigarette-butt recycling in Ahmedabad",
  description: BRAND.oneLiner,
  eyebrow: "Cigarette-butt recycling",
  heading: "Every cigarette butt, collected and recycled.",
  intro:
    "Filtercycle installs disposal kiosks at your business, collects the butts and recycles the filters into Eco-Art products, so they never reach drains, soil or rivers.",
  primaryCta: { to: paths.partnerProgram, label: "Become a partner" },
  secondaryCta: { to: paths.services, label: "See our services" },
  stepsHeading: "How it works",
  steps: [
    {
      title: "We install a kiosk",
      text: "A Filtercycle disposal unit goes where people smoke: outside your café, office, campus or hotel.",
    },
    {
      title: "We collect the butts",
      text: "Our team empties the kiosk on schedule and weighs every collection, so your figures are recorded, not guessed.",
    },
    {
      title: "We recycle the filters",
      text: "The cellulose-acetate filters are cleaned and turned into Eco-Art products, and you earn a benefit for every kilogram.",
    },
  ],
  dashboardHeading: "Your impact, in your dashboard",
  dashboardText:
    "Partners log in to see the butts collected, the toxic waste and microplastic kept out of the environment, the water protected and the benefit they have earned, and download their reports.",
} as const;

export const PAGE_CONTENT = {
  aboutUs: {
    title: "About us",
    description: "Filtercycle is an Ahmedabad company that collects and recycles cigarette butts.",
    eyebrow: "About us",
    heading: "About Filtercycle",
    intro:
      "Filtercycle is an Ahmedabad-based company that keeps cigarette butts out of the environment. We place disposal kiosks at businesses, collect what they gather and recycle the filters.",
    body: [
      "A cigarette filter is made of cellulose acetate, a plastic that takes years to break down and leaches toxic chemicals into the water it reaches. Collected separately, it can be cleaned and given a second life.",
    ],
  },
  awards: {
    title: "Awards",
    description: "Recognition for Filtercycle's cigarette-butt recycling programme.",
    eyebrow: "Recognition",
    heading: "Awards and recognition",
    intro:
      "Every award Filtercycle receives is shared with the businesses whose kiosks made it possible. This page records the recognition our recycling programme has earned.",
    body: [],
  },
  blog: {
    title: "Blog",
    description: "Stories and guides about cigarette-butt waste and how Filtercycle recycles it.",
    eyebrow: "Blog",
    heading: "Blog",
    intro:
      "Stories from the field: why cigarette butts are a plastic problem, how our kiosks are emptied and recycled, and what our partners do with the benefit they earn.",
    body: [],
  },
  campaign: {
    title: "Campaign",
    description: "Filtercycle's awareness campaigns against littered cigarette butts.",
    eyebrow: "Campaign",
    heading: "Awareness campaigns",
    intro:
      "A butt dropped on the street is washed into drains and rivers. Our campaigns with colleges, offices and city events show smokers where their butts go and how a kiosk stops them.",
    body: [
      "Every campaign is counted: the number of people reached appears on our partners' dashboards as awareness created.",
    ],
  },
  contact: {
    title: "Contact",
    description: `Contact Filtercycle in Ahmedabad: ${BRAND.phone}, ${BRAND.email}.`,
    eyebrow: "Contact",
    heading: "Contact us",
    intro: `${BRAND.tagline} Call, write or visit us to place a kiosk at your business or to ask about your account.`,
    body: [],
  },
  ourSupporter: {
    title: "Our supporters",
    description: "The businesses and institutions that support Filtercycle's recycling programme.",
    eyebrow: "Our supporters",
    heading: "Our supporters",
    intro:
      "Businesses, institutions and volunteers who host kiosks and spread the word make cigarette-butt recycling possible. Thank you for keeping our city cleaner.",
    body: [],
  },
  partnerProgram: {
    title: "Partner Program",
    description:
      "Host a Filtercycle kiosk at your business and earn a benefit for every kilogram of cigarette butts collected.",
    eyebrow: "Partner Program",
    heading: "Partner Program",
    intro:
      "Host a Filtercycle kiosk at your café, office, hotel or campus. We install and service the disposal unit, collect the butts and pay you a benefit for every kilogram collected.",
    body: [
      "As a partner you get a dashboard with your collections, your environmental impact and your benefit value, and downloadable reports and a green certificate for your customers and stakeholders.",
    ],
  },
  privacyPolicy: {
    title: "Privacy policy",
    description: "How Filtercycle handles the information of visitors and customers.",
    eyebrow: "Legal",
    heading: "Privacy policy",
    intro:
      "This policy explains what information Filtercycle collects when you visit this site or use the customer dashboard, and how we use it.",
    body: [
      "We keep only what we need to run your account and report your collections, and we never sell personal data.",
    ],
  },
  products: {
    title: "Eco-Art",
    description: "Eco-Art: products made from recycled cigarette filters by Filtercycle.",
    eyebrow: "Eco-Art",
    heading: "Eco-Art",
    intro:
      "The filters we collect are cleaned and processed into Eco-Art: useful and decorative products made from recycled cellulose acetate.",
    body: [
      "Each Eco-Art piece is made from butts that would otherwise have polluted the soil and water of our city.",
    ],
  },
  referenceAndSupport: {
    title: "Reference and support",
    description: "Guides and support for Filtercycle partners.",
    eyebrow: "Support",
    heading: "Reference and support",
    intro:
      "Guides for partners: where to place a kiosk, when collections happen, and how the figures on your dashboard are measured.",
    body: [`Need help? Call ${BRAND.phone} or write to ${BRAND.email}.`],
  },
  services: {
    title: "Services",
    description:
      "Filtercycle's services: disposal kiosk installation, cigarette-butt collection and recycling, and impact reporting.",
    eyebrow: "What we do",
    heading: "Services",
    intro:
      "From the kiosk at your door to the report in your inbox, Filtercycle takes care of the whole journey of a cigarette butt.",
    body: [],
  },
  service1: {
    title: "Kiosk installation",
    description: "Filtercycle installs cigarette-butt disposal kiosks at businesses.",
    eyebrow: "Service",
    heading: "Kiosk installation",
    intro:
      "We install Filtercycle disposal units where people smoke, so butts go into a kiosk instead of onto the ground.",
    body: [
      "We choose the spot with you, install the unit at no cost to your business, and maintain it for as long as you host it.",
    ],
  },
  service2: {
    title: "Collection and recycling",
    description: "Filtercycle collects cigarette butts from its kiosks and recycles the filters.",
    eyebrow: "Service",
    heading: "Collection and recycling",
    intro:
      "Our team empties every kiosk on schedule, weighs each collection and takes the butts to be recycled.",
    body: [
      "The filters are separated, cleaned and processed into Eco-Art products; the recorded weight is what your benefit is paid on.",
    ],
  },
  service3: {
    title: "Impact reporting and awareness",
    description: "Filtercycle reports the environmental impact of each partner's collections.",
    eyebrow: "Service",
    heading: "Impact reporting and awareness",
    intro:
      "Every collection becomes a figure on your dashboard: butts collected, toxic waste and microplastic recycled, and water protected.",
    body: [
      "Download monthly reports and a green certificate, and join our awareness drives to reach the people who smoke at your premises.",
    ],
  },
  termAndCondition: {
    title: "Terms and conditions",
    description: "The terms for using the Filtercycle website and customer dashboard.",
    eyebrow: "Legal",
    heading: "Terms and conditions",
    intro:
      "These terms apply to everyone who uses the Filtercycle website and to partners who use the customer dashboard.",
    body: [
      "Figures shown on the dashboard come from the collections we record; benefit payments follow your partner agreement.",
    ],
  },
} as const satisfies Record<string, PageContent>;

/** The three service pages, as cards on /services. */
export const SERVICE_CARDS = [
  { to: paths.service1, ...PAGE_CONTENT.service1 },
  { to: paths.service2, ...PAGE_CONTENT.service2 },
  { to: paths.service3, ...PAGE_CONTENT.service3 },
] as const;

export const SERVICES_TEXT = { readMore: "Read more" } as const;

export const CONTACT_TEXT = {
  phoneLabel: "Phone",
  emailLabel: "E-mail",
  addressLabel: "Address",
} as const;

export const NOT_FOUND_TEXT = {
  title: "Page not found",
  heading: "Page not found",
  intro: "The page you asked for does not exist or has moved. Here are all the pages of this site:",
} as const;
