import { BRAND } from "@filtercycle/contract/brand";
import { paths } from "#web/config/paths";
import type { CtaBandContent, PageHead, Point, Section } from "../types";

export const ABOUT_HEAD: PageHead = {
  title: "About us",
  description:
    "Filtercycle is an Ahmedabad company that keeps cigarette butts out of drains, soil and rivers: it collects them through kiosks at businesses and recycles the filters.",
  eyebrow: "About us",
  heading: "We collect the smallest piece of litter in the city",
  intro:
    "Filtercycle started from a simple observation: the most common piece of litter on Ahmedabad's streets is also one of the most toxic, and nobody was collecting it.",
};

export const ABOUT_SECTIONS: readonly Section[] = [
  {
    heading: "Our story",
    paragraphs: [
      "Look down outside any tea stall, office gate or college canteen and you will see them: cigarette butts, trodden into the dust, waiting for the next rain to wash them into a drain. Each one is a small plastic filter soaked in the chemicals it caught from the smoke.",
      "Sweeping moves butts around; it does not stop them. So we set out to do three things at once: give smokers an obvious place for the butt, collect those butts separately, and turn the plastic into something worth keeping. That is the whole of Filtercycle, and everything we build serves one of those three steps.",
    ],
  },
  {
    heading: "What we do",
    paragraphs: [
      "We place disposal kiosks at businesses and public places, empty them on a schedule, weigh every collection and recycle the filters into Eco-Art products. The businesses that host our kiosks earn a benefit for every kilogram collected and see their impact on their own dashboard.",
    ],
  },
];

export const ABOUT_VALUES = {
  heading: "What we hold ourselves to",
  points: [
    {
      title: "Measured, not guessed",
      text: "Every figure we publish starts from a dated, weighed collection. Estimates are labelled as estimates, with their sources.",
    },
    {
      title: "Free to host",
      text: "A business should never have to pay to stop litter at its door. Kiosks, maintenance and collection cost our partners nothing.",
    },
    {
      title: "Nothing goes to landfill that need not",
      text: "Filters become Eco-Art; paper and tobacco are separated and treated; only what cannot be used leaves as waste.",
    },
    {
      title: "Change habits, not just bins",
      text: "A kiosk works best when smokers know why it is there. Awareness work is part of every partnership.",
    },
  ] satisfies Point[],
} as const;

export const ABOUT_TEAM: Section = {
  heading: "Who we are",
  paragraphs: [
    "Our team combines collection crews who know every lane of the city, a recycling unit that cleans and processes the filters, makers who turn the fibre into Eco-Art, and a small office that looks after partners, records and reports.",
  ],
};

export const ABOUT_COMPANY = {
  heading: "Company details",
  rows: [
    { label: "Registered name", value: BRAND.legalName },
    { label: "Office", value: BRAND.postalAddress },
    { label: "E-mail", value: BRAND.email },
    { label: "Phone", value: BRAND.phone },
  ],
} as const;

export const ABOUT_CTA: CtaBandContent = {
  heading: "Work with us",
  text: "Host a kiosk, bring us to your event or support our awareness campaign.",
  primary: { to: paths.partnerProgram, label: "Become a partner" },
  secondary: { to: paths.campaign, label: "Our campaign" },
};
