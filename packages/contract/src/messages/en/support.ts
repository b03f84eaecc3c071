/**
 * The reference and support page (/reference-and-support): questions and answers, and "How we
 * measure impact". `{phone}` and `{email}` are the brand's; `{value}`, `{low}`, `{high}` figures
 * written by the product; `{date}`, `{from}`, `{to}` days. The eight figures' names are the
 * dashboard's (`dashboard` area, `card.*`), so the page and the dashboard always agree.
 */
export const support = {
  title: "Reference and support",
  description:
    "Answers for Filtercycle partners and visitors: kiosks, collections, benefit payouts, the dashboard, and how the eight impact figures are measured, with their sources.",
  eyebrow: "Support",
  heading: "Reference and support",
  intro:
    "Answers to the questions partners ask most, help with the dashboard, and exactly how we measure the impact figures you see.",
  faqHeading: "Frequently asked questions",
  "contact.heading": "Need a hand?",
  "contact.text":
    "Call {phone} or write to {email}. Partners: please give your customer number (shown on your reports) so we can find your account quickly.",
  "kiosks.heading": "Kiosks and collections",
  "kiosks.q1": "What can go into a kiosk?",
  "kiosks.a1":
    "Only extinguished cigarette butts (and bidi ends). Please keep out matches, wrappers, chewing gum and liquids: they make recycling harder.",
  "kiosks.q2": "The kiosk is full before collection day. What should we do?",
  "kiosks.a2":
    "Call or message us on {phone}; we will come early and, if it keeps happening, collect more often.",
  "kiosks.q3": "The kiosk is damaged or missing.",
  "kiosks.a3":
    "Tell us within three days. We repair or replace it at our cost unless it was damaged on purpose.",
  "kiosks.q4": "Can we move the kiosk?",
  "kiosks.a4":
    "Please do not move it yourself: it is fixed for safety. Tell us where it should go and we will move it on the next collection.",
  "benefit.heading": "Benefit and payouts",
  "benefit.q1": "How is our benefit calculated?",
  "benefit.a1":
    "Each collection's weight in kilograms times the rate per kilogram in your partner agreement. It is credited as soon as the collection is recorded.",
  "benefit.q2": "How do we get paid?",
  "benefit.a2":
    'Use the Redeem link on your dashboard to request a payout. We pay by bank transfer to your business account; payouts then appear as "Benefit Amount Redeemed".',
  "benefit.q3": "A collection on our dashboard looks wrong.",
  "benefit.a3":
    "Tell us within 30 days. We check the weighing record and correct any mistake; a correction appears as an adjustment.",
  "dashboard.heading": "The dashboard",
  "dashboard.q1": "How do we log in?",
  "dashboard.a1":
    'With the e-mail address we invited and the password you chose. Forgot it? Use "Forgot password" on the login page: a reset link arrives by e-mail and works for one hour.',
  "dashboard.q2": "Can several people at our business log in?",
  "dashboard.a2": "Yes. Ask us for a login for each person; each gets their own invitation.",
  "dashboard.q3": "How do we download a report or the certificate?",
  "dashboard.a3":
    'On the Green Impact tab, choose a start and an end date and press the report button; "Download Green Certificate" at the top gives a certificate of your till-date figures.',
  "dashboard.q4": "Where do the photos and videos come from?",
  "dashboard.a4":
    "Our team uploads pictures of installations, collections and awareness sessions at your premises; they appear on the Videos tab.",
  "method.heading": "How we measure impact",
  "method.intro":
    "The dashboard shows eight figures. Four are records: they come straight from what our team weighs, installs and counts. Three are estimates derived from those records with published conversion factors. One is the number of people our awareness work has reached.",
  "kind.recorded": "Record",
  "kind.derived": "Estimate",
  figureColumn: "Figure",
  howColumn: "How it is measured",
  kindColumn: "Kind",
  "how.kiosks": "The kiosks in place at your premises today: installed and not yet removed.",
  "how.smokers":
    "The number of people who smoke at your premises on a normal day, estimated with you at the site visit and updated by our team.",
  "how.buttsNo":
    "The sum of all collections. Each collection's count is worked out from its weight and a hand-counted sample of the same load.",
  "how.buttsKg":
    "The sum of every collection's weight, weighed on a calibrated scale when the container reaches our unit.",
  "how.awareness":
    "The people reached by the sessions, stalls and drives we ran with you, as counted at each one.",
  "formula.toxicWaste": "Toxic waste recycled (kg) = cigarette butts collected (kg) × {value}",
  "formula.microplastic": "Microplastic recycled (kg) = cigarette butts collected (kg) × {value}",
  "formula.water": "Water protected (litres) = cigarette butts collected (number) × {value}",
  "unit.toxicWaste": "kg of toxic waste per kg of butts",
  "unit.microplastic": "kg of microplastic per kg of butts",
  "unit.water": "litres of water per butt",
  /** What each source supports, after the publication's own name (kept as published). */
  "sourceNote.toxicWaste": "discarded butts are toxic waste in their entirety.",
  "sourceNote.microplastic": "cellulose-acetate filter share of a collected butt's weight.",
  "range.water": "{low} to {high} litres per butt",
  "rangeNote.water":
    "Published estimates of the water one discarded butt can contaminate range from {low} to {high} litres; the figure uses the value of the method in force, not the top of the range.",
  factorsHeading: "The conversion factors and their sources",
  factorsIntro:
    "The estimates multiply your recorded collections by these factors. The values below are the defaults every new dashboard starts with; when better evidence is published our team can revise a factor, and dashboards then use the revised value.",
  factorLabel: "Factor",
  formulaLabel: "Formula",
  sourceLabel: "Source",
  rangeLabel: "Published range",
  versionsHeading: "Method versions",
  versionsIntro:
    "Each set of factors is a method version, in force from its first day until the next one starts. A figure for a period uses, for each collection, the version in force on the day it was collected; dashboards, reports and certificates name the versions they used.",
  "version.original": "Original method",
  "version.of": "Method of {date}",
  "dates.fromTo": "from {from} to {to}",
  "dates.from": "from {from}",
  "dates.until": "until {to}",
  "dates.always": "always",
  caveat:
    "Estimates are estimates: they describe what the collected butts would typically have done in the environment, not a measurement made at your site. When you quote them, please say so.",
} as const;
