import { type Language, linkIn } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { services as en } from "@filtercycle/contract/messages/en/services";
import { paths } from "#web/config/paths";
import type { CtaBandContent, PageHead, Point } from "../types";

/**
 * The services page in a language, from the catalogue's `services` area: built by the route's
 * loader when the page is prerendered (issue 29).
 */
export function servicesContent(t: Texts<"services">, language: Language) {
  const to = (path: string) => linkIn(path, language);
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  /** The three service pages as cards; the headings are the service pages' own. */
  const cards = ([paths.service1, paths.service2, paths.service3] as const).map((path, i) => {
    const n = (i + 1) as 1 | 2 | 3;
    return { to: to(path), heading: t[`card${n}.heading`], text: t[`card${n}.text`] };
  });
  const included: { heading: string; points: Point[] } = {
    heading: t["included.heading"],
    points: ([1, 2, 3, 4] as const).map((n) => ({
      title: t[`included${n}.title`],
      text: t[`included${n}.text`],
    })),
  };
  const cta: CtaBandContent = {
    heading: t["cta.heading"],
    text: t["cta.text"],
    primary: { to: to(paths.contact), label: t["cta.primary"] },
    secondary: { to: to(paths.partnerProgram), label: t["cta.secondary"] },
  };
  return { head, cards, readMore: t.readMore, included, cta };
}

export type ServicesContent = ReturnType<typeof servicesContent>;

/** The services page in `language` (the route's loader). */
export const servicesPageContent = (language: Language) =>
  servicesContent(textsOf(language, "services"), language);

/** The English page (tests). */
export const SERVICES_CONTENT = servicesContent(en, "en");
