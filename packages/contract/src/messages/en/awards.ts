/** The awards page (/awards). */
export const awards = {
  title: "Awards",
  description:
    "The Filtercycle Green Partner Awards recognise the businesses, campuses and volunteers who keep the most cigarette butts out of Ahmedabad's environment, judged on recorded data.",
  eyebrow: "Recognition",
  heading: "Awards and recognition",
  intro:
    "Recognition should go to the people who do the work. Every year we recognise the partners whose kiosks and campaigns kept the most butts out of our city's soil and water.",
  "programme.heading": "The Green Partner Awards",
  "programme.p1":
    "Our annual awards are open to every business, campus and organisation that hosts a Filtercycle kiosk or runs an awareness session with us. There is no entry form and no fee: winners are chosen from the records behind our partners' dashboards, for the calendar year.",
  "categories.heading": "Categories",
  "category1.title": "Most butts recycled",
  "category1.text": "The partner whose kiosks collected the greatest weight of butts in the year.",
  "category2.title": "Most improved",
  "category2.text":
    "The largest rise in collected weight compared with the partner's first three months, a sign that habits are changing.",
  "category3.title": "Campus champion",
  "category3.text":
    "The college or school whose kiosks and student sessions together had the greatest effect, per student enrolled.",
  "category4.title": "Awareness champion",
  "category4.text":
    "The partner or volunteer group that reached the most people through sessions, stalls and drives with us.",
  "criteria.heading": "How winners are chosen",
  criterion1:
    "Only recorded data counts: weighed collections and awareness sessions entered by our team, the same records partners see on their dashboards.",
  criterion2: "Partners must have hosted a kiosk for at least six months of the year.",
  criterion3:
    "Figures are compared fairly: the most-improved and campus awards use rates, so a small café can win against a large campus.",
  criterion4:
    "Winners are announced in January, on this page and to every partner by e-mail, and receive a certificate and an Eco-Art trophy made from recycled filters.",
  /** The recognition Filtercycle itself received: hidden until it has an entry. */
  "received.heading": "Recognition Filtercycle has received",
  "cta.heading": "Be in the running next year",
  "cta.text":
    "Every partner is considered automatically. Host a kiosk and your collections start counting from the first week.",
  "cta.primary": "Become a partner",
  "cta.secondary": "Join the campaign",
} as const;
