/** The services page (/services), and the words the three service pages share. */
export const services = {
  title: "Services",
  description:
    "Filtercycle's three services: cigarette-butt kiosks for businesses, collection at events and public spaces, and corporate programmes with certified impact reporting.",
  eyebrow: "What we do",
  heading: "Services",
  intro:
    "Whether you run one tea stall or forty offices, the idea is the same: a kiosk where people smoke, a weighed collection, recycled filters and a figure you can show.",
  "card1.heading": "Kiosks for businesses",
  "card1.text":
    "A free disposal kiosk at your café, office, hotel or shop, emptied on schedule, with a benefit paid per kilogram collected.",
  "card2.heading": "Events and public spaces",
  "card2.text":
    "Temporary kiosks, portable ashtrays and a collection crew for festivals, fairs, sports events and city spaces.",
  "card3.heading": "Corporate programmes",
  "card3.text":
    "Kiosks across all your sites, awareness sessions for your people and certified reports for your sustainability disclosures.",
  readMore: "Read more",
  "included.heading": "Included in every service",
  "included1.title": "Weighed, recorded collections",
  "included1.text":
    "Every collection is weighed and recorded against its kiosk and date. Your figures come from those records.",
  "included2.title": "Recycling into Eco-Art",
  "included2.text":
    "Filters are cleaned and made into useful products; paper and tobacco are separated and treated on their own.",
  "included3.title": "A dashboard and reports",
  "included3.text":
    "Your butts collected, the impact they represent and your benefit, with downloadable reports and a green certificate.",
  "included4.title": "Awareness material",
  "included4.text":
    "Signs for every kiosk, and sessions that show smokers where a dropped butt ends up.",
  "cta.heading": "Not sure which service fits?",
  "cta.text": "Tell us about your premises or your event and we will suggest the right set-up.",
  "cta.primary": "Contact us",
  "cta.secondary": "Apply to the Partner Program",
  /** On each service page (/service-1, /service-2, /service-3). */
  faqHeading: "Questions",
} as const;
