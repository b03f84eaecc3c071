import { paths } from "#web/config/paths";
import type { CtaBandContent, PageHead, Point, Section } from "../types";

export const CAMPAIGN_HEAD: PageHead = {
  title: "Campaign",
  description:
    "Not on the Ground is Filtercycle's awareness campaign against littered cigarette butts in Ahmedabad: sessions at colleges and offices, clean-up drives, stalls at events and a pledge.",
  eyebrow: "Awareness campaign",
  heading: "Not on the Ground",
  intro:
    "Our awareness campaign asks every smoker in Ahmedabad for one small thing: finish the cigarette, and put the butt in a bin made for it. Never on the ground, never near a drain.",
};

export const CAMPAIGN_WHY: Section = {
  heading: "Why a campaign",
  paragraphs: [
    "Most people who drop a butt do not think of it as litter. It is small, it looks like paper, and it seems to disappear. It does not: it is a plastic filter full of the chemicals it caught, and the next rain carries it into a drain and on towards the Sabarmati.",
    "A kiosk gives smokers a place for the butt; the campaign gives them a reason to use it. Together they change a habit, and the change shows up in the weight of what we collect.",
  ],
};

export const CAMPAIGN_ACTIVITIES = {
  heading: "What the campaign does",
  points: [
    {
      title: "Sessions at colleges and offices",
      text: "Thirty minutes with a filter, a glass of water and the facts: what a butt is made of, what it leaks and where it goes.",
    },
    {
      title: "Clean-up drives",
      text: "Volunteers pick up butts from a street, a market or a riverbank, and we count and weigh them in public, so the problem becomes a number.",
    },
    {
      title: "Stalls at events",
      text: "At festivals, fairs and marathons, a stall with Eco-Art on show: people see what a recycled butt becomes.",
    },
    {
      title: "Signs at every kiosk",
      text: "Every kiosk carries a short message, in Gujarati, Hindi and English, on why the butt belongs inside.",
    },
  ] satisfies Point[],
} as const;

export const CAMPAIGN_PLEDGE: Section = {
  heading: "The pledge",
  bullets: [
    "I will not drop a cigarette butt on the ground.",
    "I will keep it until I find a bin meant for it, and never put it near a drain.",
    "I will tell one friend why.",
  ],
};

export const CAMPAIGN_COUNTED: Section = {
  heading: "How we count it",
  paragraphs: [
    'Every session, drive and stall is recorded with the number of people it reached. For partners who host a session, that number appears on their dashboard as "Awareness created", and the campaign\'s effect shows up over the following months in the weight their kiosks collect.',
  ],
};

export const CAMPAIGN_CTA: CtaBandContent = {
  heading: "Bring the campaign to your place",
  text: "Invite us to your college, office, housing society or event. Sessions for partners are free.",
  primary: { to: paths.contact, label: "Invite us" },
  secondary: { to: paths.ourSupporter, label: "Ways to support" },
};
