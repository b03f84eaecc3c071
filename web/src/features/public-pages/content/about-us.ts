import { BRAND } from "@filtercycle/contract/brand";
import { type Language, linkIn } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { about as en } from "@filtercycle/contract/messages/en/about";
import { paths } from "#web/config/paths";
import type { CtaBandContent, PageHead, Point, Section } from "../types";

/**
 * The about page in a language, from the catalogue's `about` area: built by the route's loader
 * when the page is prerendered (issue 29), so the words travel in the page's HTML and data, not
 * in its JavaScript.
 */
export function aboutContent(t: Texts<"about">, language: Language) {
  const to = (path: string) => linkIn(path, language);
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  const sections: readonly Section[] = [
    { heading: t["story.heading"], paragraphs: [t["story.p1"], t["story.p2"]] },
    { heading: t["what.heading"], paragraphs: [t["what.p1"]] },
  ];
  const values: { heading: string; points: Point[] } = {
    heading: t["values.heading"],
    points: ([1, 2, 3, 4] as const).map((n) => ({
      title: t[`value${n}.title`],
      text: t[`value${n}.text`],
    })),
  };
  const team: Section = { heading: t["team.heading"], paragraphs: [t["team.p1"]] };
  const company = {
    heading: t["company.heading"],
    rows: [
      { label: t["company.registeredName"], value: BRAND.legalName },
      { label: t["company.office"], value: BRAND.postalAddress },
      { label: t["company.email"], value: BRAND.email },
      { label: t["company.phone"], value: BRAND.phone },
    ],
  };
  const cta: CtaBandContent = {
    heading: t["cta.heading"],
    text: t["cta.text"],
    primary: { to: to(paths.partnerProgram), label: t["cta.primary"] },
    secondary: { to: to(paths.campaign), label: t["cta.secondary"] },
  };
  return { head, sections, values, team, company, cta };
}

export type AboutContent = ReturnType<typeof aboutContent>;

/** The about page in `language` (the route's loader). */
export const aboutPageContent = (language: Language) =>
  aboutContent(textsOf(language, "about"), language);

/** The English page (tests). */
export const ABOUT_CONTENT = aboutContent(en, "en");
