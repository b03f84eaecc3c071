import { type Language, linkIn } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { campaign as en } from "@filtercycle/contract/messages/en/campaign";
import { paths } from "#web/config/paths";
import type { CtaBandContent, PageHead, Point, Section } from "../types";

/**
 * The campaign page in a language, from the catalogue's `campaign` area: built by the route's
 * loader when the page is prerendered (issue 29).
 */
export function campaignContent(t: Texts<"campaign">, language: Language) {
  const to = (path: string) => linkIn(path, language);
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  const why: Section = { heading: t["why.heading"], paragraphs: [t["why.p1"], t["why.p2"]] };
  const activities: { heading: string; points: Point[] } = {
    heading: t["activities.heading"],
    points: ([1, 2, 3, 4] as const).map((n) => ({
      title: t[`activity${n}.title`],
      text: t[`activity${n}.text`],
    })),
  };
  const pledge: Section = {
    heading: t["pledge.heading"],
    bullets: [t.pledge1, t.pledge2, t.pledge3],
  };
  const counted: Section = { heading: t["counted.heading"], paragraphs: [t["counted.p1"]] };
  const cta: CtaBandContent = {
    heading: t["cta.heading"],
    text: t["cta.text"],
    primary: { to: to(paths.contact), label: t["cta.primary"] },
    secondary: { to: to(paths.ourSupporter), label: t["cta.secondary"] },
  };
  return { head, why, activities, pledge, counted, cta };
}

export type CampaignContent = ReturnType<typeof campaignContent>;

/** The campaign page in `language` (the route's loader). */
export const campaignPageContent = (language: Language) =>
  campaignContent(textsOf(language, "campaign"), language);

/** The English page (tests). */
export const CAMPAIGN_CONTENT = campaignContent(en, "en");
