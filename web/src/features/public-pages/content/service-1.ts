import { paths } from "#web/config/paths";
import type { ServicePageContent } from "./service-pages";

export const SERVICE_1: ServicePageContent = {
  head: {
    title: "Kiosks for businesses",
    description:
      "Filtercycle installs a cigarette-butt kiosk at your business at no cost, empties it on schedule, recycles the filters and pays you a benefit for every kilogram collected.",
    eyebrow: "Kiosk Collection",
    heading: "Kiosks for businesses",
    intro:
      "A free disposal kiosk where your staff and customers smoke, emptied on schedule, with every kilogram recycled and paid for.",
  },
  artAlt: "A Filtercycle kiosk mounted on a wall beside a café door.",
  offerHeading: "What you get",
  offer: [
    {
      title: "A kiosk, installed free",
      text: "A sturdy metal disposal unit with a rain hood and a fire-safe inner container, fixed to your wall or floor. It stays our property; we maintain and repair it.",
    },
    {
      title: "Collection on a fixed day",
      text: "Weekly for most sites, more often where it fills faster. Our collector swaps the full container for a clean one in a couple of minutes.",
    },
    {
      title: "A benefit for every kilogram",
      text: "Each weighed collection credits your business at the rate in your agreement. Ask for a payout whenever you like with the Redeem link on your dashboard.",
    },
    {
      title: "Your own dashboard",
      text: "Butts collected, toxic waste and microplastic recycled, water protected and your benefit, with monthly reports and a green certificate to show your customers.",
    },
  ],
  stepsHeading: "How it runs",
  steps: [
    {
      title: "Visit",
      text: "We walk your premises with you and agree where people actually smoke.",
    },
    {
      title: "Installation",
      text: "We install the kiosk and its signs within a week of your agreement, at no cost.",
    },
    {
      title: "Collections",
      text: "We empty and weigh on schedule; each collection appears on your dashboard.",
    },
    {
      title: "Payouts",
      text: "Your benefit accumulates; redeem it to your business account when you choose.",
    },
  ],
  forWhomHeading: "Made for",
  forWhom: [
    "Cafés, restaurants and tea stalls",
    "Offices and co-working spaces",
    "Hotels and guest houses",
    "Shops, malls and petrol pumps",
    "Hospitals and clinics (staff areas)",
    "Colleges and hostels",
  ],
  faq: [
    {
      question: "What does a kiosk cost us?",
      answer:
        "Nothing. We install, maintain and empty it at our cost; you earn a benefit for what it collects.",
    },
    {
      question: "How much space does it need?",
      answer:
        "About the size of a small letterbox on a wall, or a narrow post on the floor. It must not block a path or an exit.",
    },
    {
      question: "What if we close or move?",
      answer:
        "Give us 30 days' notice. We collect the kiosk and the last load, and pay out any benefit you have not redeemed.",
    },
  ],
  cta: {
    heading: "Host a kiosk at your business",
    text: "Apply in two minutes; we reply within two working days.",
    primary: { to: paths.partnerProgram, label: "Apply to the Partner Program" },
    secondary: { to: paths.contact, label: "Ask a question" },
  },
};
