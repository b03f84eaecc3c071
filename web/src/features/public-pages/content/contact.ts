import { BRAND } from "@filtercycle/contract/brand";
import type { PageHead } from "../types";

export const CONTACT_HEAD: PageHead = {
  title: "Contact",
  description: `Contact Filtercycle in Ahmedabad about a kiosk, an event, Eco-Art or your account: ${BRAND.phone}, ${BRAND.email}, or the form on this page.`,
  eyebrow: "Contact",
  heading: "Contact us",
  intro: `${BRAND.tagline} Ask about a kiosk for your business, an event, Eco-Art or your dashboard, and we will reply within two working days.`,
};

export const CONTACT_TEXT = {
  detailsHeading: "Reach us directly",
  tipsHeading: "To help us answer quickly",
  tips: [
    "Partners: mention your customer number, shown on your reports.",
    "Events: give the dates, the venue and the crowd you expect.",
    "Kiosk enquiries: the Partner Program form asks everything we need.",
  ],
  phoneLabel: "Phone",
  emailLabel: "E-mail",
  addressLabel: "Address",
  formHeading: "Send us a message",
  formIntro: "We reply within two working days. Every field is needed unless it says optional.",
} as const;

export const CONTACT_FORM_TEXT = {
  name: "Your name",
  email: "E-mail address",
  phone: "Phone number",
  message: "Message",
  messageHint: "Tell us what you would like to know, or about the place you have in mind.",
  successHeading: "Thank you, your message has been sent.",
  successText:
    "We have received it and will reply to the e-mail address you gave within two working days.",
  sendAnother: "Send another message",
} as const;
