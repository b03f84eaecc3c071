import { type Language, linkIn } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { awards as en } from "@filtercycle/contract/messages/en/awards";
import { paths } from "#web/config/paths";
import type { CtaBandContent, FactList, PageHead, Point, Section } from "../types";

/** Hidden until it has an entry: Filtercycle adds real, verifiable ones (docs/decisions/0030). */
export const RECOGNITION_RECEIVED: FactList = {
  heading: en["received.heading"],
  eachEntry:
    "An award or recognition given to Filtercycle itself: the awarding body, the year and a link to the announcement.",
  entries: [],
};

/**
 * The awards page in a language, from the catalogue's `awards` area: built by the route's
 * loader when the page is prerendered (issue 29).
 */
export function awardsContent(t: Texts<"awards">, language: Language) {
  const to = (path: string) => linkIn(path, language);
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  const programme: Section = {
    heading: t["programme.heading"],
    paragraphs: [t["programme.p1"]],
  };
  const categories: { heading: string; points: Point[] } = {
    heading: t["categories.heading"],
    points: ([1, 2, 3, 4] as const).map((n) => ({
      title: t[`category${n}.title`],
      text: t[`category${n}.text`],
    })),
  };
  const criteria: Section = {
    heading: t["criteria.heading"],
    bullets: [t.criterion1, t.criterion2, t.criterion3, t.criterion4],
  };
  /** The company's own facts (as it writes them), under this language's heading. */
  const received = { heading: t["received.heading"], entries: RECOGNITION_RECEIVED.entries };
  const cta: CtaBandContent = {
    heading: t["cta.heading"],
    text: t["cta.text"],
    primary: { to: to(paths.partnerProgram), label: t["cta.primary"] },
    secondary: { to: to(paths.campaign), label: t["cta.secondary"] },
  };
  return { head, programme, categories, criteria, received, cta };
}

export type AwardsContent = ReturnType<typeof awardsContent>;

/** The awards page in `language` (the route's loader). */
export const awardsPageContent = (language: Language) =>
  awardsContent(textsOf(language, "awards"), language);

/** The English page (tests). */
export const AWARDS_CONTENT = awardsContent(en, "en");
