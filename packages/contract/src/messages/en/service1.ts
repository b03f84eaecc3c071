/** The first service page (/service-1): kiosks for businesses. */
export const service1 = {
  title: "Kiosks for businesses",
  description:
    "Filtercycle installs a cigarette-butt kiosk at your business at no cost, empties it on schedule, recycles the filters and pays you a benefit for every kilogram collected.",
  eyebrow: "Kiosk Collection",
  heading: "Kiosks for businesses",
  intro:
    "A free disposal kiosk where your staff and customers smoke, emptied on schedule, with every kilogram recycled and paid for.",
  artAlt: "A Filtercycle kiosk mounted on a wall beside a café door.",
  offerHeading: "What you get",
  "offer1.title": "A kiosk, installed free",
  "offer1.text":
    "A sturdy metal disposal unit with a rain hood and a fire-safe inner container, fixed to your wall or floor. It stays our property; we maintain and repair it.",
  "offer2.title": "Collection on a fixed day",
  "offer2.text":
    "Weekly for most sites, more often where it fills faster. Our collector swaps the full container for a clean one in a couple of minutes.",
  "offer3.title": "A benefit for every kilogram",
  "offer3.text":
    "Each weighed collection credits your business at the rate in your agreement. Ask for a payout whenever you like with the Redeem link on your dashboard.",
  "offer4.title": "Your own dashboard",
  "offer4.text":
    "Butts collected, toxic waste and microplastic recycled, water protected and your benefit, with monthly reports and a green certificate to show your customers.",
  stepsHeading: "How it runs",
  "step1.title": "Visit",
  "step1.text": "We walk your premises with you and agree where people actually smoke.",
  "step2.title": "Installation",
  "step2.text": "We install the kiosk and its signs within a week of your agreement, at no cost.",
  "step3.title": "Collections",
  "step3.text": "We empty and weigh on schedule; each collection appears on your dashboard.",
  "step4.title": "Payouts",
  "step4.text": "Your benefit accumulates; redeem it to your business account when you choose.",
  forWhomHeading: "Made for",
  forWhom1: "Cafés, restaurants and tea stalls",
  forWhom2: "Offices and co-working spaces",
  forWhom3: "Hotels and guest houses",
  forWhom4: "Shops, malls and petrol pumps",
  forWhom5: "Hospitals and clinics (staff areas)",
  forWhom6: "Colleges and hostels",
  "faq1.question": "What does a kiosk cost us?",
  "faq1.answer":
    "Nothing. We install, maintain and empty it at our cost; you earn a benefit for what it collects.",
  "faq2.question": "How much space does it need?",
  "faq2.answer":
    "About the size of a small letterbox on a wall, or a narrow post on the floor. It must not block a path or an exit.",
  "faq3.question": "What if we close or move?",
  "faq3.answer":
    "Give us 30 days' notice. We collect the kiosk and the last load, and pay out any benefit you have not redeemed.",
  "cta.heading": "Host a kiosk at your business",
  "cta.text": "Apply in two minutes; we reply within two working days.",
  "cta.primary": "Apply to the Partner Program",
  "cta.secondary": "Ask a question",
} as const;
