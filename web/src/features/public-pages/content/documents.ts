import type { PageHead } from "../types";

/** The heads of the pages whose body is Markdown rendered at build time (web/content/**). */
export const BLOG_HEAD: PageHead = {
  title: "Blog",
  description:
    "Stories and guides from Filtercycle: why cigarette butts are plastic waste, what happens after a kiosk is emptied, and how to place a kiosk where people use it.",
  eyebrow: "Blog",
  heading: "Blog",
  intro:
    "Notes from the field: the science of cigarette-butt waste, how our collection and recycling work, and practical guides for partners.",
};

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

export const BLOG_TEXT = {
  postsHeading: "All posts",
  readingTime: (minutes: number) => `${minutes} min read`,
  by: "By",
  published: "Published",
  updated: "Updated",
  back: "All blog posts",
  noPosts: "No posts yet.",
  notFoundHeading: "Post not found",
  notFoundText: "This blog post does not exist or has moved.",
} as const;

export const LEGAL_TEXT = {
  updated: "Last updated",
} as const;
