import { paths } from "#web/config/paths";
import type { ServicePageContent } from "./service-pages";

export const SERVICE_2: ServicePageContent = {
  head: {
    title: "Events and public spaces",
    description:
      "Temporary cigarette-butt kiosks, portable ashtrays and a collection crew for festivals, sports events, exhibitions and public spaces, with an impact report afterwards.",
    eyebrow: "Events & Public Spaces",
    heading: "Events and public spaces",
    intro:
      "Big crowds leave big piles of butts. We bring temporary kiosks and a crew, keep the grounds clean while the event runs and report what was collected.",
  },
  artAlt: "Temporary Filtercycle kiosks along the edge of a festival ground with lights overhead.",
  offerHeading: "What we bring",
  offer: [
    {
      title: "Temporary kiosks",
      text: "Free-standing kiosks placed at entrances, food courts and smoking zones, sized to the crowd you expect.",
    },
    {
      title: "Portable ashtrays",
      text: "Pocket ashtrays handed out at the gate, for grounds where smokers are spread out.",
    },
    {
      title: "A collection crew",
      text: "Our team empties the kiosks during the event and sweeps the smoking zones at close, so butts do not end up in the grass or the drains.",
    },
    {
      title: "An impact report",
      text: "Within a week of the event: butts collected by number and weight, what they were recycled into and the estimated water protected, ready for your sponsors.",
    },
  ],
  stepsHeading: "How it runs",
  steps: [
    {
      title: "Plan",
      text: "Share the layout and expected footfall; we propose how many kiosks go where.",
    },
    {
      title: "Set up",
      text: "We install the kiosks and signs the day before, or on the morning of the event.",
    },
    {
      title: "During the event",
      text: "The crew empties kiosks and keeps smoking zones clean.",
    },
    {
      title: "Report",
      text: "We weigh everything, remove the kiosks and send the report.",
    },
  ],
  forWhomHeading: "Made for",
  forWhom: [
    "Navratri and other festival grounds",
    "Concerts and marathons",
    "Exhibitions and trade fairs",
    "Sports grounds and stadiums",
    "Parks, riverfronts and bus or railway stations",
    "Municipal and resident-association drives",
  ],
  faq: [
    {
      question: "How far ahead should we book?",
      answer:
        "Three weeks for most events; six weeks for events expecting more than 20,000 visitors a day.",
    },
    {
      question: "Is the event service free?",
      answer:
        "Events are quoted individually, depending on the number of kiosks, days and crew. Long-term public spaces can join the Partner Program instead.",
    },
    {
      question: "Can you run an awareness stall too?",
      answer:
        "Yes. Our campaign team can run a stall or a short session; the people reached are counted in your report.",
    },
  ],
  cta: {
    heading: "Planning an event?",
    text: "Send us the dates, the venue and the crowd you expect, and we will reply with a plan and a quote.",
    primary: { to: paths.contact, label: "Request a quote" },
    secondary: { to: paths.campaign, label: "See our awareness campaign" },
  },
};
