import { type Language, linkIn } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
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
  faqHeading: string;
  faq: readonly FaqItem[];
  cta: CtaBandContent;
};

/** A service page's texts: the areas `service1`, `service2` and `service3` have the same keys. */
export type ServiceTexts = Texts<"service1">;

/**
 * A service page in a language, from its catalogue area (and the FAQ heading the three share,
 * in `services`): built by the route's loader when the page is prerendered (issue 29).
 */
export function serviceContent(
  t: ServiceTexts,
  faqHeading: string,
  links: { primary: string; secondary: string },
  language: Language,
): ServicePageContent {
  const four = [1, 2, 3, 4] as const;
  return {
    head: {
      title: t.title,
      description: t.description,
      eyebrow: t.eyebrow,
      heading: t.heading,
      intro: t.intro,
    },
    artAlt: t.artAlt,
    offerHeading: t.offerHeading,
    offer: four.map((n) => ({ title: t[`offer${n}.title`], text: t[`offer${n}.text`] })),
    stepsHeading: t.stepsHeading,
    steps: four.map((n) => ({ title: t[`step${n}.title`], text: t[`step${n}.text`] })),
    forWhomHeading: t.forWhomHeading,
    forWhom: ([1, 2, 3, 4, 5, 6] as const).map((n) => t[`forWhom${n}`]),
    faqHeading,
    faq: ([1, 2, 3] as const).map((n) => ({
      question: t[`faq${n}.question`],
      answer: t[`faq${n}.answer`],
    })),
    cta: {
      heading: t["cta.heading"],
      text: t["cta.text"],
      primary: { to: linkIn(links.primary, language), label: t["cta.primary"] },
      secondary: { to: linkIn(links.secondary, language), label: t["cta.secondary"] },
    },
  };
}
