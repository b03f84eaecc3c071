/** The contact page and its form. */
export const contact = {
  title: "Contact",
  description:
    "Contact Filtercycle in Ahmedabad about a kiosk, an event, Eco-Art or your account: {phone}, {email}, or the form on this page.",
  eyebrow: "Contact",
  heading: "Contact us",
  intro:
    "{tagline} Ask about a kiosk for your business, an event, Eco-Art or your dashboard, and we will reply within two working days.",
  detailsHeading: "Reach us directly",
  tipsHeading: "To help us answer quickly",
  tip1: "Partners: mention your customer number, shown on your reports.",
  tip2: "Events: give the dates, the venue and the crowd you expect.",
  tip3: "Kiosk enquiries: the Partner Program form asks everything we need.",
  phoneLabel: "Phone",
  emailLabel: "E-mail",
  addressLabel: "Address",
  formHeading: "Send us a message",
  formIntro: "We reply within two working days. Every field is needed unless it says optional.",
  "form.name": "Your name",
  "form.email": "E-mail address",
  "form.phone": "Phone number",
  "form.message": "Message",
  "form.messageHint": "Tell us what you would like to know, or about the place you have in mind.",
  "form.successHeading": "Thank you, your message has been sent.",
  "form.successText":
    "We have received it and will reply to the e-mail address you gave within two working days.",
  "form.sendAnother": "Send another message",
} as const;
