import { paths } from "#web/config/paths";
import type { CtaBandContent, PageHead } from "../types";

export const SERVICES_HEAD: PageHead = {
  title: "Services",
  description:
    "Filtercycle's three services: cigarette-butt kiosks for businesses, collection at events and public spaces, and corporate programmes with certified impact reporting.",
  eyebrow: "What we do",
  heading: "Services",
  intro:
    "Whether you run one tea stall or forty offices, the idea is the same: a kiosk where people smoke, a weighed collection, recycled filters and a figure you can show.",
};

/** The three service pages as cards; the headings are the service pages' own. */
export const SERVICE_CARDS = [
  {
    to: paths.service1,
    heading: "Kiosks for businesses",
    text: "A free disposal kiosk at your café, office, hotel or shop, emptied on schedule, with a benefit paid per kilogram collected.",
  },
  {
    to: paths.service2,
    heading: "Events and public spaces",
    text: "Temporary kiosks, portable ashtrays and a collection crew for festivals, fairs, sports events and city spaces.",
  },
  {
    to: paths.service3,
    heading: "Corporate programmes",
    text: "Kiosks across all your sites, awareness sessions for your people and certified reports for your sustainability disclosures.",
  },
] as const;

export const SERVICES_INCLUDED = {
  heading: "Included in every service",
  points: [
    {
      title: "Weighed, recorded collections",
      text: "Every collection is weighed and recorded against its kiosk and date. Your figures come from those records.",
    },
    {
      title: "Recycling into Eco-Art",
      text: "Filters are cleaned and made into useful products; paper and tobacco are separated and treated on their own.",
    },
    {
      title: "A dashboard and reports",
      text: "Your butts collected, the impact they represent and your benefit, with downloadable reports and a green certificate.",
    },
    {
      title: "Awareness material",
      text: "Signs for every kiosk, and sessions that show smokers where a dropped butt ends up.",
    },
  ],
} as const;

export const SERVICES_CTA: CtaBandContent = {
  heading: "Not sure which service fits?",
  text: "Tell us about your premises or your event and we will suggest the right set-up.",
  primary: { to: paths.contact, label: "Contact us" },
  secondary: { to: paths.partnerProgram, label: "Apply to the Partner Program" },
};
