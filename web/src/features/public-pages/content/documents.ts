import type { PageHead } from "../types";

/**
 * What a missing blog post's page says (its path was not prerendered, so it has no data and no
 * language: English). The blog's words are in the catalogue's `blog` area
 * (packages/contract/src/messages), built by its routes' loaders.
 */
export const BLOG_TEXT = {
  notFoundHeading: "Post not found",
} as const;

export const PRIVACY_HEAD: PageHead = {
  title: "Privacy policy",
  description:
    "What personal data Filtercycle collects on this website and the customer dashboard, why, how long it is kept and your rights under India's DPDP Act, 2023.",
  eyebrow: "Legal",
  heading: "Privacy policy",
  intro:
    "What we collect, why, how long we keep it and how to use your rights under the Digital Personal Data Protection Act, 2023.",
};
export const TERMS_HEAD: PageHead = {
  title: "Terms and conditions",
  description:
    "The terms for using the Filtercycle website and for businesses that host a kiosk: the service, kiosks, collections, benefit payouts, liability and governing law.",
  eyebrow: "Legal",
  heading: "Terms and conditions",
  intro:
    "The rules for using this website and for businesses that host a Filtercycle kiosk, in plain language.",
};
export const LEGAL_TEXT = {
  updated: "Last updated",
} as const;
