/** The second service page (/service-2): events and public spaces. */
export const service2 = {
  title: "Events and public spaces",
  description:
    "Temporary cigarette-butt kiosks, portable ashtrays and a collection crew for festivals, sports events, exhibitions and public spaces, with an impact report afterwards.",
  eyebrow: "Events & Public Spaces",
  heading: "Events and public spaces",
  intro:
    "Big crowds leave big piles of butts. We bring temporary kiosks and a crew, keep the grounds clean while the event runs and report what was collected.",
  artAlt: "Temporary Filtercycle kiosks along the edge of a festival ground with lights overhead.",
  offerHeading: "What we bring",
  "offer1.title": "Temporary kiosks",
  "offer1.text":
    "Free-standing kiosks placed at entrances, food courts and smoking zones, sized to the crowd you expect.",
  "offer2.title": "Portable ashtrays",
  "offer2.text":
    "Pocket ashtrays handed out at the gate, for grounds where smokers are spread out.",
  "offer3.title": "A collection crew",
  "offer3.text":
    "Our team empties the kiosks during the event and sweeps the smoking zones at close, so butts do not end up in the grass or the drains.",
  "offer4.title": "An impact report",
  "offer4.text":
    "Within a week of the event: butts collected by number and weight, what they were recycled into and the estimated water protected, ready for your sponsors.",
  stepsHeading: "How it runs",
  "step1.title": "Plan",
  "step1.text": "Share the layout and expected footfall; we propose how many kiosks go where.",
  "step2.title": "Set up",
  "step2.text": "We install the kiosks and signs the day before, or on the morning of the event.",
  "step3.title": "During the event",
  "step3.text": "The crew empties kiosks and keeps smoking zones clean.",
  "step4.title": "Report",
  "step4.text": "We weigh everything, remove the kiosks and send the report.",
  forWhomHeading: "Made for",
  forWhom1: "Navratri and other festival grounds",
  forWhom2: "Concerts and marathons",
  forWhom3: "Exhibitions and trade fairs",
  forWhom4: "Sports grounds and stadiums",
  forWhom5: "Parks, riverfronts and bus or railway stations",
  forWhom6: "Municipal and resident-association drives",
  "faq1.question": "How far ahead should we book?",
  "faq1.answer":
    "Three weeks for most events; six weeks for events expecting more than 20,000 visitors a day.",
  "faq2.question": "Is the event service free?",
  "faq2.answer":
    "Events are quoted individually, depending on the number of kiosks, days and crew. Long-term public spaces can join the Partner Program instead.",
  "faq3.question": "Can you run an awareness stall too?",
  "faq3.answer":
    "Yes. Our campaign team can run a stall or a short session; the people reached are counted in your report.",
  "cta.heading": "Planning an event?",
  "cta.text":
    "Send us the dates, the venue and the crowd you expect, and we will reply with a plan and a quote.",
  "cta.primary": "Request a quote",
  "cta.secondary": "See our awareness campaign",
} as const;
