/** The supporters page (/our-supporter). */
export const supporters = {
  title: "Our supporters",
  description:
    "The businesses, institutions, civic bodies and volunteers who make cigarette-butt recycling in Ahmedabad possible, and how you can support Filtercycle too.",
  eyebrow: "Our supporters",
  heading: "The people who make it work",
  intro:
    "A kiosk only fills because a business hosted it, a campaign only reaches people because someone opened their doors. These are the kinds of supporters behind Filtercycle.",
  "kinds.heading": "Who supports us",
  "kind1.title": "Host businesses",
  "kind1.text":
    "Cafés, offices, hotels and shops that give a kiosk a place by their door and tell their customers why it is there.",
  "kind2.title": "Colleges and campuses",
  "kind2.text":
    "Institutions that host kiosks and invite us to talk to their students, who carry the habit home.",
  "kind3.title": "Civic bodies and resident groups",
  "kind3.text":
    "Ward offices, resident associations and market committees that help us reach public spaces.",
  "kind4.title": "Volunteers",
  "kind4.text":
    "People who give an evening to a clean-up drive or an awareness stall and count the butts they pick up.",
  "kind5.title": "CSR partners",
  "kind5.text":
    "Companies that fund kiosks in public places or awareness sessions in schools as part of their CSR work.",
  /** The list of named supporters: hidden until it has an entry. */
  "list.heading": "Supporters",
  "become.heading": "How you can support us",
  become1: "Host a kiosk at your business, and earn a benefit for every kilogram collected.",
  become2:
    "Invite us to your college, office or housing society for a 30-minute awareness session.",
  become3:
    "Fund kiosks in a public place, such as a market, a bus station or a park, through your CSR programme.",
  become4: "Volunteer at a clean-up drive or an awareness stall.",
  become5: "Buy Eco-Art for your office or as corporate gifts.",
  "cta.heading": "Support cleaner streets",
  "cta.text": "Tell us how you would like to help, and we will find the right way in.",
  "cta.primary": "Get in touch",
  "cta.secondary": "Host a kiosk",
} as const;
