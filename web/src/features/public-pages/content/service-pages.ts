import type { CtaBandContent, FaqItem, PageHead, Point } from "../types";

/** One service page: what it is, what you get, how it runs, who it is for, questions. */
export type ServicePageContent = {
  head: PageHead;
  artAlt: string;
  offerHeading: string;
  offer: readonly Point[];
  stepsHeading: string;
  steps: readonly Point[];
  forWhomHeading: string;
  forWhom: readonly string[];
  faq: readonly FaqItem[];
  cta: CtaBandContent;
};

export const SERVICE_PAGE_TEXT = { faqHeading: "Questions" } as const;
