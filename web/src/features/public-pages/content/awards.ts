import { paths } from "#web/config/paths";
import type { CtaBandContent, FactList, PageHead, Point, Section } from "../types";

export const AWARDS_HEAD: PageHead = {
  title: "Awards",
  description:
    "The Filtercycle Green Partner Awards recognise the businesses, campuses and volunteers who keep the most cigarette butts out of Ahmedabad's environment, judged on recorded data.",
  eyebrow: "Recognition",
  heading: "Awards and recognition",
  intro:
    "Recognition should go to the people who do the work. Every year we recognise the partners whose kiosks and campaigns kept the most butts out of our city's soil and water.",
};

export const AWARDS_PROGRAMME: Section = {
  heading: "The Green Partner Awards",
  paragraphs: [
    "Our annual awards are open to every business, campus and organisation that hosts a Filtercycle kiosk or runs an awareness session with us. There is no entry form and no fee: winners are chosen from the records behind our partners' dashboards, for the calendar year.",
  ],
};

export const AWARD_CATEGORIES = {
  heading: "Categories",
  points: [
    {
      title: "Most butts recycled",
      text: "The partner whose kiosks collected the greatest weight of butts in the year.",
    },
    {
      title: "Most improved",
      text: "The largest rise in collected weight compared with the partner's first three months, a sign that habits are changing.",
    },
    {
      title: "Campus champion",
      text: "The college or school whose kiosks and student sessions together had the greatest effect, per student enrolled.",
    },
    {
      title: "Awareness champion",
      text: "The partner or volunteer group that reached the most people through sessions, stalls and drives with us.",
    },
  ] satisfies Point[],
} as const;

export const AWARD_CRITERIA: Section = {
  heading: "How winners are chosen",
  bullets: [
    "Only recorded data counts: weighed collections and awareness sessions entered by our team, the same records partners see on their dashboards.",
    "Partners must have hosted a kiosk for at least six months of the year.",
    "Figures are compared fairly: the most-improved and campus awards use rates, so a small café can win against a large campus.",
    "Winners are announced in January, on this page and to every partner by e-mail, and receive a certificate and an Eco-Art trophy made from recycled filters.",
  ],
};

/** Hidden until it has an entry: Filtercycle adds real, verifiable ones (docs/decisions/0030). */
export const RECOGNITION_RECEIVED: FactList = {
  heading: "Recognition Filtercycle has received",
  eachEntry:
    "An award or recognition given to Filtercycle itself: the awarding body, the year and a link to the announcement.",
  entries: [],
};

export const AWARDS_CTA: CtaBandContent = {
  heading: "Be in the running next year",
  text: "Every partner is considered automatically. Host a kiosk and your collections start counting from the first week.",
  primary: { to: paths.partnerProgram, label: "Become a partner" },
  secondary: { to: paths.campaign, label: "Join the campaign" },
};
