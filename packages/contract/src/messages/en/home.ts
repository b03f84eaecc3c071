/** The home page (web/src/features/public-pages/content/home.ts puts it together). */
export const home = {
  title: "Filtercycle | Cigarette-butt recycling in Ahmedabad",
  description:
    "Filtercycle places cigarette-butt kiosks at businesses in Ahmedabad, collects and weighs the butts, recycles the filters into Eco-Art products and pays the business a benefit per kilogram.",
  eyebrow: "Cigarette-butt recycling in Ahmedabad",
  heading: "Every cigarette butt, collected and recycled.",
  intro:
    "Filtercycle puts a kiosk where people smoke, collects the butts, recycles the plastic filters into Eco-Art products and pays your business for every kilogram.",
  becomePartner: "Become a partner",
  contactUs: "Contact us",
  customerLogin: "Customer login",
  goToDashboard: "Go to your dashboard",
  goToConsole: "Go to the console",
  heroAlt:
    "A Filtercycle kiosk: a green disposal unit with a hood, a slot for cigarette butts and a leaf on its front.",
  stepsHeading: "How it works",
  stepsIntro: "Four steps take a butt from the ground outside your door to a product on a shelf.",
  "step1.title": "A kiosk where people smoke",
  "step1.text":
    "We install a disposal kiosk at the spot where your staff and visitors already smoke, at no cost to you.",
  "step2.title": "Scheduled collection",
  "step2.text":
    "Our team empties it on a fixed day and weighs every collection, so your figures are recorded, not guessed.",
  "step3.title": "Recycling",
  "step3.text":
    "Filters are separated from paper and tobacco, washed free of the chemicals they trapped, and dried.",
  "step4.title": "Eco-Art products",
  "step4.text":
    "The clean cellulose-acetate fibre becomes cushions, coasters, desk items and art. You earn a benefit per kilogram.",
  audienceHeading: "Who we work with",
  audienceIntro:
    "Anywhere people step outside for a smoke, a kiosk keeps the butts off the ground and out of the drains.",
  "audience1.title": "Cafés, restaurants and tea stalls",
  "audience1.text": "One kiosk by the counter or the door, emptied weekly.",
  "audience2.title": "Offices, IT parks and campuses",
  "audience2.text": "A kiosk at each smoking spot, with figures for your sustainability report.",
  "audience3.title": "Hotels, malls and hospitals",
  "audience3.text": "Discreet kiosks in staff and visitor smoking areas.",
  "audience4.title": "Events and public spaces",
  "audience4.text": "Temporary kiosks and a collection crew for festivals, fairs and city spaces.",
  whyHeading: "Why butts need their own bin",
  "why1.title": "A filter is plastic",
  "why1.text":
    "It is made of cellulose acetate fibres, which take years to break down and end as microplastics.",
  "why2.title": "It carries toxins",
  "why2.text":
    "A smoked filter holds nicotine, tar and metals, which water washes out into drains, soil and rivers.",
  "why3.title": "It slips through every other system",
  "why3.text":
    "Too small to sweep, too dirty for dry-waste recycling: butts only get recycled when they are collected on their own.",
  whyLink: "Read more: why a butt is plastic waste",
  dashboardHeading: "Your impact, in your dashboard",
  dashboardText:
    "Partners log in to see the butts collected at their kiosks, the toxic waste, microplastic and water their collections account for, and the benefit they have earned. Reports and a green certificate are one click away.",
  "cta.heading": "Put a kiosk where people smoke",
  "cta.text":
    "Tell us about your premises and we will visit, suggest the right spot and install the kiosk at no cost to you.",
  "cta.secondary": "Ask us a question",
  "impact.heading": "Our impact so far",
  "impact.intro":
    "Company-wide totals from every collection we have weighed, across all our partners' kiosks. They update every few minutes.",
  "impact.loading": "Loading the latest figures…",
  "impact.live": "Live totals from our collection records.",
  "impact.failed": "The live figures could not be loaded just now. Please try again later.",
  "impact.howWeMeasure": "How we measure impact",
  "impact.businessesServed": "Businesses served",
  "impact.kiosksInstalled": "Kiosks in place",
  "impact.buttsCollected": "Cigarette butts collected",
  "impact.buttsCollectedKg": "Kilograms of butts collected",
  "impact.waterProtectedLitres": "Litres of water protected",
  "impact.loadingValue": "loading",
  "impact.unavailableValue": "not available",
} as const;
