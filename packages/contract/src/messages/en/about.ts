/** The about page (/aboutus). The company's name, address, e-mail and phone are the brand's. */
export const about = {
  title: "About us",
  description:
    "Filtercycle is an Ahmedabad company that keeps cigarette butts out of drains, soil and rivers: it collects them through kiosks at businesses and recycles the filters.",
  eyebrow: "About us",
  heading: "We collect the smallest piece of litter in the city",
  intro:
    "Filtercycle started from a simple observation: the most common piece of litter on Ahmedabad's streets is also one of the most toxic, and nobody was collecting it.",
  "story.heading": "Our story",
  "story.p1":
    "Look down outside any tea stall, office gate or college canteen and you will see them: cigarette butts, trodden into the dust, waiting for the next rain to wash them into a drain. Each one is a small plastic filter soaked in the chemicals it caught from the smoke.",
  "story.p2":
    "Sweeping moves butts around; it does not stop them. So we set out to do three things at once: give smokers an obvious place for the butt, collect those butts separately, and turn the plastic into something worth keeping. That is the whole of Filtercycle, and everything we build serves one of those three steps.",
  "what.heading": "What we do",
  "what.p1":
    "We place disposal kiosks at businesses and public places, empty them on a schedule, weigh every collection and recycle the filters into Eco-Art products. The businesses that host our kiosks earn a benefit for every kilogram collected and see their impact on their own dashboard.",
  "values.heading": "What we hold ourselves to",
  "value1.title": "Measured, not guessed",
  "value1.text":
    "Every figure we publish starts from a dated, weighed collection. Estimates are labelled as estimates, with their sources.",
  "value2.title": "Free to host",
  "value2.text":
    "A business should never have to pay to stop litter at its door. Kiosks, maintenance and collection cost our partners nothing.",
  "value3.title": "Nothing goes to landfill that need not",
  "value3.text":
    "Filters become Eco-Art; paper and tobacco are separated and treated; only what cannot be used leaves as waste.",
  "value4.title": "Change habits, not just bins",
  "value4.text":
    "A kiosk works best when smokers know why it is there. Awareness work is part of every partnership.",
  "team.heading": "Who we are",
  "team.p1":
    "Our team combines collection crews who know every lane of the city, a recycling unit that cleans and processes the filters, makers who turn the fibre into Eco-Art, and a small office that looks after partners, records and reports.",
  "company.heading": "Company details",
  "company.registeredName": "Registered name",
  "company.office": "Office",
  "company.email": "E-mail",
  "company.phone": "Phone",
  "cta.heading": "Work with us",
  "cta.text": "Host a kiosk, bring us to your event or support our awareness campaign.",
  "cta.primary": "Become a partner",
  "cta.secondary": "Our campaign",
} as const;
