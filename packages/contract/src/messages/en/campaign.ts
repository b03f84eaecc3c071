/** The awareness campaign page (/campaign). */
export const campaign = {
  title: "Campaign",
  description:
    "Not on the Ground is Filtercycle's awareness campaign against littered cigarette butts in Ahmedabad: sessions at colleges and offices, clean-up drives, stalls at events and a pledge.",
  eyebrow: "Awareness campaign",
  heading: "Not on the Ground",
  intro:
    "Our awareness campaign asks every smoker in Ahmedabad for one small thing: finish the cigarette, and put the butt in a bin made for it. Never on the ground, never near a drain.",
  "why.heading": "Why a campaign",
  "why.p1":
    "Most people who drop a butt do not think of it as litter. It is small, it looks like paper, and it seems to disappear. It does not: it is a plastic filter full of the chemicals it caught, and the next rain carries it into a drain and on towards the Sabarmati.",
  "why.p2":
    "A kiosk gives smokers a place for the butt; the campaign gives them a reason to use it. Together they change a habit, and the change shows up in the weight of what we collect.",
  "activities.heading": "What the campaign does",
  "activity1.title": "Sessions at colleges and offices",
  "activity1.text":
    "Thirty minutes with a filter, a glass of water and the facts: what a butt is made of, what it leaks and where it goes.",
  "activity2.title": "Clean-up drives",
  "activity2.text":
    "Volunteers pick up butts from a street, a market or a riverbank, and we count and weigh them in public, so the problem becomes a number.",
  "activity3.title": "Stalls at events",
  "activity3.text":
    "At festivals, fairs and marathons, a stall with Eco-Art on show: people see what a recycled butt becomes.",
  "activity4.title": "Signs at every kiosk",
  "activity4.text":
    "Every kiosk carries a short message, in Gujarati, Hindi and English, on why the butt belongs inside.",
  "pledge.heading": "The pledge",
  pledge1: "I will not drop a cigarette butt on the ground.",
  pledge2: "I will keep it until I find a bin meant for it, and never put it near a drain.",
  pledge3: "I will tell one friend why.",
  "counted.heading": "How we count it",
  "counted.p1":
    'Every session, drive and stall is recorded with the number of people it reached. For partners who host a session, that number appears on their dashboard as "Awareness created", and the campaign\'s effect shows up over the following months in the weight their kiosks collect.',
  "cta.heading": "Bring the campaign to your place",
  "cta.text":
    "Invite us to your college, office, housing society or event. Sessions for partners are free.",
  "cta.primary": "Invite us",
  "cta.secondary": "Ways to support",
} as const;
