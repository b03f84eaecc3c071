import { BRAND } from "@filtercycle/contract/brand";
import { paths } from "#web/config/paths";

export const HOME_CONTENT = {
  /** The home page's full title leads with the brand. */
  title: `${BRAND.name} | Cigarette-butt recycling in Ahmedabad`,
  description:
    "Filtercycle places cigarette-butt kiosks at businesses in Ahmedabad, collects and weighs the butts, recycles the filters into Eco-Art products and pays the business a benefit per kilogram.",
  eyebrow: "Cigarette-butt recycling in Ahmedabad",
  heading: "Every cigarette butt, collected and recycled.",
  intro:
    "Filtercycle puts a kiosk where people smoke, collects the butts, recycles the plastic filters into Eco-Art products and pays your business for every kilogram.",
  primaryCta: { to: paths.partnerProgram, label: "Become a partner" },
  secondaryCta: { to: paths.contact, label: "Contact us" },
  loginCta: { to: paths.login, label: "Customer login" },
  /** For a logged-in visitor, in place of the login link: where their work is. */
  dashboardCta: { to: paths.dashboard, label: "Go to your dashboard" },
  consoleCta: { to: paths.admin, label: "Go to the console" },
  heroAlt:
    "A Filtercycle kiosk: a green disposal unit with a hood, a slot for cigarette butts and a leaf on its front.",

  stepsHeading: "How it works",
  stepsIntro: "Four steps take a butt from the ground outside your door to a product on a shelf.",
  steps: [
    {
      title: "A kiosk where people smoke",
      text: "We install a disposal kiosk at the spot where your staff and visitors already smoke, at no cost to you.",
    },
    {
      title: "Scheduled collection",
      text: "Our team empties it on a fixed day and weighs every collection, so your figures are recorded, not guessed.",
    },
    {
      title: "Recycling",
      text: "Filters are separated from paper and tobacco, washed free of the chemicals they trapped, and dried.",
    },
    {
      title: "Eco-Art products",
      text: "The clean cellulose-acetate fibre becomes cushions, coasters, desk items and art. You earn a benefit per kilogram.",
    },
  ],

  audienceHeading: "Who we work with",
  audienceIntro:
    "Anywhere people step outside for a smoke, a kiosk keeps the butts off the ground and out of the drains.",
  audiences: [
    {
      title: "Cafés, restaurants and tea stalls",
      text: "One kiosk by the counter or the door, emptied weekly.",
      to: paths.service1,
    },
    {
      title: "Offices, IT parks and campuses",
      text: "A kiosk at each smoking spot, with figures for your sustainability report.",
      to: paths.service3,
    },
    {
      title: "Hotels, malls and hospitals",
      text: "Discreet kiosks in staff and visitor smoking areas.",
      to: paths.service1,
    },
    {
      title: "Events and public spaces",
      text: "Temporary kiosks and a collection crew for festivals, fairs and city spaces.",
      to: paths.service2,
    },
  ],

  whyHeading: "Why butts need their own bin",
  whyPoints: [
    {
      title: "A filter is plastic",
      text: "It is made of cellulose acetate fibres, which take years to break down and end as microplastics.",
    },
    {
      title: "It carries toxins",
      text: "A smoked filter holds nicotine, tar and metals, which water washes out into drains, soil and rivers.",
    },
    {
      title: "It slips through every other system",
      text: "Too small to sweep, too dirty for dry-waste recycling: butts only get recycled when they are collected on their own.",
    },
  ],
  whyLink: {
    to: `${paths.blog}/why-a-cigarette-butt-is-plastic-waste`,
    label: "Read more: why a butt is plastic waste",
  },

  dashboardHeading: "Your impact, in your dashboard",
  dashboardText:
    "Partners log in to see the butts collected at their kiosks, the toxic waste, microplastic and water their collections account for, and the benefit they have earned. Reports and a green certificate are one click away.",

  cta: {
    heading: "Put a kiosk where people smoke",
    text: "Tell us about your premises and we will visit, suggest the right spot and install the kiosk at no cost to you.",
    primary: { to: paths.partnerProgram, label: "Become a partner" },
    secondary: { to: paths.contact, label: "Ask us a question" },
  },
} as const;

export const IMPACT_TEXT = {
  heading: "Our impact so far",
  intro:
    "Company-wide totals from every collection we have weighed, across all our partners' kiosks. They update every few minutes.",
  loading: "Loading the latest figures…",
  live: "Live totals from our collection records.",
  failed: "The live figures could not be loaded just now. Please try again later.",
  howWeMeasure: "How we measure impact",
  figures: {
    businessesServed: "Businesses served",
    kiosksInstalled: "Kiosks in place",
    buttsCollected: "Cigarette butts collected",
    buttsCollectedKg: "Kilograms of butts collected",
    waterProtectedLitres: "Litres of water protected",
  },
  /** Read by screen readers in place of the loading bars. */
  loadingValue: "loading",
  unavailableValue: "not available",
} as const;
