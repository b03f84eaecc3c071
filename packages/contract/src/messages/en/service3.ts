/** The third service page (/service-3): corporate programmes. */
export const service3 = {
  title: "Corporate programmes",
  description:
    "A cigarette-butt programme across all your sites: kiosks, employee awareness sessions and certified, traceable impact reports for your sustainability and CSR disclosures.",
  eyebrow: "Corporate Programme",
  heading: "Corporate programmes with certified reporting",
  intro:
    "For companies with several offices, plants or campuses: one programme, kiosks at every site, and reports you can put in front of your board and your auditors.",
  artAlt:
    "An office campus with Filtercycle kiosks at its smoking areas and a report with a bar chart.",
  offerHeading: "What the programme includes",
  "offer1.title": "Kiosks at every site",
  "offer1.text":
    "We survey each site, install kiosks at its smoking spots and run collections on one schedule across the company.",
  "offer2.title": "Certified reports",
  "offer2.text":
    "Monthly reports and a green certificate per site, signed off by Filtercycle. Every figure traces back to a dated, weighed collection.",
  "offer3.title": "A clear methodology",
  "offer3.text":
    "Derived figures such as water protected use published factors with their sources, so your sustainability team can cite them.",
  "offer4.title": "Employee awareness",
  "offer4.text":
    "Short sessions for employees on what a butt does to water and soil; people reached are counted on the dashboard.",
  stepsHeading: "How it runs",
  "step1.title": "Scope",
  "step1.text":
    "We agree the sites, the reporting you need and a start date with your facilities or CSR team.",
  "step2.title": "Roll-out",
  "step2.text": "Kiosks go in site by site; each site gets its dashboard logins.",
  "step3.title": "Collections and reports",
  "step3.text": "Monthly reports per site, and a consolidated quarterly summary for head office.",
  "step4.title": "Year-end",
  "step4.text":
    "A year's figures per site and in total, with the factors and sources used, ready for your annual disclosures.",
  forWhomHeading: "Made for",
  forWhom1: "IT and services companies with several campuses",
  forWhom2: "Manufacturers with plants and warehouses",
  forWhom3: "Hotel and restaurant chains",
  forWhom4: "Banks and retail chains with many branches",
  forWhom5: "Universities and hospital groups",
  forWhom6: "CSR teams running environmental programmes",
  "faq1.question": 'What does "certified" mean here?',
  "faq1.answer":
    "Each report and certificate is issued by Filtercycle from our own weighed records. It is not a third-party audit; if your auditors want to check, we show them the collection records behind any figure.",
  "faq2.question": "Can the figures go into our BRSR or CSR report?",
  "faq2.answer":
    "Yes. Butts collected are measured records; toxic waste, microplastic and water protected are estimates from published factors, and our reports say which is which.",
  "faq3.question": "Do you work outside Ahmedabad?",
  "faq3.answer":
    "Our own collection teams work in Ahmedabad and Gandhinagar. For sites elsewhere in Gujarat, ask us: we plan new cities with corporate partners first.",
  "cta.heading": "Talk to us about your sites",
  "cta.text":
    "Tell us how many sites you have and what you need to report; we will send a proposal.",
  "cta.primary": "Contact us",
  "cta.secondary": "How we measure impact",
} as const;
