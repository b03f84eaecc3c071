/**
 * The partner program page (/partner-program) and its application form. `{low}`, `{high}`,
 * `{rate}` and `{perMonth}` are rupee amounts, `{kg}` a weight, all formatted before.
 */
export const partner = {
  title: "Partner Program",
  description:
    "Host a free Filtercycle kiosk at your business in Ahmedabad: we install and empty it, recycle the butts, pay you a benefit per kilogram and give you a dashboard with your impact.",
  eyebrow: "Partner Program",
  heading: "Host a kiosk, earn for every kilogram",
  intro:
    "Partners give a Filtercycle kiosk a place at their premises. We do everything else, and pay the business a benefit for every kilogram of butts collected.",
  artAlt: "A Filtercycle kiosk on its post, with a slot for cigarette butts under a rain hood.",
  "benefits.heading": "What partners get",
  "benefit1.title": "A free kiosk, maintained",
  "benefit1.text": "Installation, repairs and scheduled collections at no cost.",
  "benefit2.title": "A benefit per kilogram",
  "benefit2.text":
    "Credited after every weighed collection, paid out to your business account on request.",
  "benefit3.title": "A dashboard",
  "benefit3.text":
    "Your butts collected, your impact in eight figures, your benefit, with reports and a green certificate.",
  "benefit4.title": "Cleaner surroundings",
  "benefit4.text": "No more butts by your door, and signs that tell customers why.",
  "steps.heading": "How to join",
  "step1.title": "Apply",
  "step1.text": "Fill in the form below; it takes about two minutes.",
  "step2.title": "Site visit",
  "step2.text": "We call within two working days and visit to agree where the kiosk goes.",
  "step3.title": "Agreement and installation",
  "step3.text":
    "A one-page partner agreement sets your rate and collection day; the kiosk goes in within a week.",
  "step4.title": "Collections and payouts",
  "step4.text":
    "Your dashboard login arrives by e-mail; collections and your benefit appear from the first week.",
  "eligibility.heading": "Who can join",
  eligibility1:
    "Any business or institution in Ahmedabad or Gandhinagar with a place where people smoke: a café, an office, a hotel, a shop, a campus, a hospital's staff area.",
  eligibility2:
    "The kiosk needs a spot our collector can reach on collection day without entering a restricted area.",
  eligibility3:
    "Outside these cities? Apply anyway: we add new areas where enough partners are waiting.",
  "form.heading": "Apply to the Partner Program",
  "form.intro":
    "Tell us about your premises. We reply within two working days to arrange a site visit; applying commits you to nothing.",
  "form.businessName": "Business name",
  "form.businessType": "Type of business",
  "form.businessTypeChoose": "Choose one",
  "form.city": "City",
  "form.contactName": "Your name",
  "form.email": "E-mail address",
  "form.phone": "Phone number",
  "form.expectedSmokersPerDay": "Smokers per day (your estimate)",
  "form.smokersPerDayHint": "Roughly how many people smoke at your premises on a normal day.",
  "form.message": "Anything else we should know",
  "form.messageHint": "Number of smoking spots, opening hours, the best time to visit…",
  "form.successHeading": "Thank you, your application has been sent.",
  "form.successText":
    "We will call or e-mail you within two working days to arrange a visit to your premises.",
  "form.sendAnother": "Send another application",
  "type.cafe-restaurant": "Café, restaurant or tea stall",
  "type.office": "Office or IT park",
  "type.hotel": "Hotel or hospitality",
  "type.campus": "College or campus",
  "type.retail": "Mall, shop or petrol pump",
  "type.healthcare": "Hospital or clinic",
  "type.events": "Event venue or public space",
  "type.other": "Something else",
  "earnings.range":
    "Businesses earn {low}–{high} per kg of filters collected; your partner agreement sets your rate.",
  "earnings.example":
    "Example: a café that fills {kg} kg a month at {rate}/kg earns {perMonth} a month.",
  "earnings.loading": "Loading our rates per kg…",
  "earnings.failed":
    "Your rate per kg of filters collected is set in your partner agreement; we tell you the figure at the site visit.",
} as const;
