import { paths } from "#web/config/paths";
import { HOW_WE_MEASURE_PATH } from "../constants";
import type { ServicePageContent } from "./service-pages";

export const SERVICE_3: ServicePageContent = {
  head: {
    title: "Corporate programmes",
    description:
      "A cigarette-butt programme across all your sites: kiosks, employee awareness sessions and certified, traceable impact reports for your sustainability and CSR disclosures.",
    eyebrow: "Corporate Programme",
    heading: "Corporate programmes with certified reporting",
    intro:
      "For companies with several offices, plants or campuses: one programme, kiosks at every site, and reports you can put in front of your board and your auditors.",
  },
  artAlt:
    "An office campus with Filtercycle kiosks at its smoking areas and a report with a bar chart.",
  offerHeading: "What the programme includes",
  offer: [
    {
      title: "Kiosks at every site",
      text: "We survey each site, install kiosks at its smoking spots and run collections on one schedule across the company.",
    },
    {
      title: "Certified reports",
      text: "Monthly reports and a green certificate per site, signed off by Filtercycle. Every figure traces back to a dated, weighed collection.",
    },
    {
      title: "A clear methodology",
      text: "Derived figures such as water protected use published factors with their sources, so your sustainability team can cite them.",
    },
    {
      title: "Employee awareness",
      text: "Short sessions for employees on what a butt does to water and soil; people reached are counted on the dashboard.",
    },
  ],
  stepsHeading: "How it runs",
  steps: [
    {
      title: "Scope",
      text: "We agree the sites, the reporting you need and a start date with your facilities or CSR team.",
    },
    {
      title: "Roll-out",
      text: "Kiosks go in site by site; each site gets its dashboard logins.",
    },
    {
      title: "Collections and reports",
      text: "Monthly reports per site, and a consolidated quarterly summary for head office.",
    },
    {
      title: "Year-end",
      text: "A year's figures per site and in total, with the factors and sources used, ready for your annual disclosures.",
    },
  ],
  forWhomHeading: "Made for",
  forWhom: [
    "IT and services companies with several campuses",
    "Manufacturers with plants and warehouses",
    "Hotel and restaurant chains",
    "Banks and retail chains with many branches",
    "Universities and hospital groups",
    "CSR teams running environmental programmes",
  ],
  faq: [
    {
      question: 'What does "certified" mean here?',
      answer:
        "Each report and certificate is issued by Filtercycle from our own weighed records. It is not a third-party audit; if your auditors want to check, we show them the collection records behind any figure.",
    },
    {
      question: "Can the figures go into our BRSR or CSR report?",
      answer:
        "Yes. Butts collected are measured records; toxic waste, microplastic and water protected are estimates from published factors, and our reports say which is which.",
    },
    {
      question: "Do you work outside Ahmedabad?",
      answer:
        "Our own collection teams work in Ahmedabad and Gandhinagar. For sites elsewhere in Gujarat, ask us: we plan new cities with corporate partners first.",
    },
  ],
  cta: {
    heading: "Talk to us about your sites",
    text: "Tell us how many sites you have and what you need to report; we will send a proposal.",
    primary: { to: paths.contact, label: "Contact us" },
    secondary: { to: HOW_WE_MEASURE_PATH, label: "How we measure impact" },
  },
};
