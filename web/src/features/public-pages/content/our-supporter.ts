import { type Language, linkIn } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { supporters as en } from "@filtercycle/contract/messages/en/supporters";
import { paths } from "#web/config/paths";
import type { CtaBandContent, FactList, PageHead, Point, Section } from "../types";

/** Hidden until it has an entry: Filtercycle adds real supporters, with their permission. */
export const SUPPORTER_LIST: FactList = {
  heading: en["list.heading"],
  eachEntry: "A supporter, named with their permission, and the way they support the programme.",
  entries: [],
};

/**
 * The supporters page in a language, from the catalogue's `supporters` area: built by the
 * route's loader when the page is prerendered (issue 29).
 */
export function supportersContent(t: Texts<"supporters">, language: Language) {
  const to = (path: string) => linkIn(path, language);
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  const kinds: { heading: string; points: Point[] } = {
    heading: t["kinds.heading"],
    points: ([1, 2, 3, 4, 5] as const).map((n) => ({
      title: t[`kind${n}.title`],
      text: t[`kind${n}.text`],
    })),
  };
  /** The named supporters (the company's own facts, as it writes them), under this language's heading. */
  const list = { heading: t["list.heading"], entries: SUPPORTER_LIST.entries };
  const become: Section = {
    heading: t["become.heading"],
    bullets: [t.become1, t.become2, t.become3, t.become4, t.become5],
  };
  const cta: CtaBandContent = {
    heading: t["cta.heading"],
    text: t["cta.text"],
    primary: { to: to(paths.contact), label: t["cta.primary"] },
    secondary: { to: to(paths.partnerProgram), label: t["cta.secondary"] },
  };
  return { head, kinds, list, become, cta };
}

export type SupportersContent = ReturnType<typeof supportersContent>;

/** The supporters page in `language` (the route's loader). */
export const supportersPageContent = (language: Language) =>
  supportersContent(textsOf(language, "supporters"), language);

/** The English page (tests). */
export const SUPPORTERS_CONTENT = supportersContent(en, "en");
