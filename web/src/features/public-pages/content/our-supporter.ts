import { paths } from "#web/config/paths";
import type { CtaBandContent, FactList, PageHead, Point, Section } from "../types";

export const SUPPORTERS_HEAD: PageHead = {
  title: "Our supporters",
  description:
    "The businesses, institutions, civic bodies and volunteers who make cigarette-butt recycling in Ahmedabad possible, and how you can support Filtercycle too.",
  eyebrow: "Our supporters",
  heading: "The people who make it work",
  intro:
    "A kiosk only fills because a business hosted it, a campaign only reaches people because someone opened their doors. These are the kinds of supporters behind Filtercycle.",
};

export const SUPPORTER_KINDS = {
  heading: "Who supports us",
  points: [
    {
      title: "Host businesses",
      text: "Cafés, offices, hotels and shops that give a kiosk a place by their door and tell their customers why it is there.",
    },
    {
      title: "Colleges and campuses",
      text: "Institutions that host kiosks and invite us to talk to their students, who carry the habit home.",
    },
    {
      title: "Civic bodies and resident groups",
      text: "Ward offices, resident associations and market committees that help us reach public spaces.",
    },
    {
      title: "Volunteers",
      text: "People who give an evening to a clean-up drive or an awareness stall and count the butts they pick up.",
    },
    {
      title: "CSR partners",
      text: "Companies that fund kiosks in public places or awareness sessions in schools as part of their CSR work.",
    },
  ] satisfies Point[],
} as const;

/** Hidden until it has an entry: Filtercycle adds real supporters, with their permission. */
export const SUPPORTER_LIST: FactList = {
  heading: "Supporters",
  eachEntry: "A supporter, named with their permission, and the way they support the programme.",
  entries: [],
};

export const BECOME_SUPPORTER: Section = {
  heading: "How you can support us",
  bullets: [
    "Host a kiosk at your business, and earn a benefit for every kilogram collected.",
    "Invite us to your college, office or housing society for a 30-minute awareness session.",
    "Fund kiosks in a public place, such as a market, a bus station or a park, through your CSR programme.",
    "Volunteer at a clean-up drive or an awareness stall.",
    "Buy Eco-Art for your office or as corporate gifts.",
  ],
};

export const SUPPORTERS_CTA: CtaBandContent = {
  heading: "Support cleaner streets",
  text: "Tell us how you would like to help, and we will find the right way in.",
  primary: { to: paths.contact, label: "Get in touch" },
  secondary: { to: paths.partnerProgram, label: "Host a kiosk" },
};
