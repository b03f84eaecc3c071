import { type Language, linkIn } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { home as en } from "@filtercycle/contract/messages/en/home";
import { paths } from "#web/config/paths";
import { HOW_WE_MEASURE_PATH } from "../constants";

/**
 * The home page's content in a language, from the catalogue's `home` area: built by the route's
 * loader when the page is prerendered, so the browser gets only that language's words (in the
 * page's data), never the catalogue (docs/decisions/0092-languages.md).
 */
export function homeContent(t: Texts<"home">, language: Language) {
  const to = (path: string) => linkIn(path, language);
  return {
    /** The home page's full title leads with the brand. */
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
    primaryCta: { to: to(paths.partnerProgram), label: t.becomePartner },
    secondaryCta: { to: to(paths.contact), label: t.contactUs },
    loginCta: { to: paths.login, label: t.customerLogin },
    /** For a logged-in visitor, in place of the login link: where their work is. */
    dashboardCta: { to: paths.dashboard, label: t.goToDashboard },
    consoleCta: { to: paths.admin, label: t.goToConsole },
    heroAlt: t.heroAlt,

    stepsHeading: t.stepsHeading,
    stepsIntro: t.stepsIntro,
    steps: [
      { title: t["step1.title"], text: t["step1.text"] },
      { title: t["step2.title"], text: t["step2.text"] },
      { title: t["step3.title"], text: t["step3.text"] },
      { title: t["step4.title"], text: t["step4.text"] },
    ],

    audienceHeading: t.audienceHeading,
    audienceIntro: t.audienceIntro,
    audiences: [
      { title: t["audience1.title"], text: t["audience1.text"], to: to(paths.service1) },
      { title: t["audience2.title"], text: t["audience2.text"], to: to(paths.service3) },
      { title: t["audience3.title"], text: t["audience3.text"], to: to(paths.service1) },
      { title: t["audience4.title"], text: t["audience4.text"], to: to(paths.service2) },
    ],

    whyHeading: t.whyHeading,
    whyPoints: [
      { title: t["why1.title"], text: t["why1.text"] },
      { title: t["why2.title"], text: t["why2.text"] },
      { title: t["why3.title"], text: t["why3.text"] },
    ],
    whyLink: {
      to: to(`${paths.blog}/why-a-cigarette-butt-is-plastic-waste`),
      label: t.whyLink,
    },

    dashboardHeading: t.dashboardHeading,
    dashboardText: t.dashboardText,

    cta: {
      heading: t["cta.heading"],
      text: t["cta.text"],
      primary: { to: to(paths.partnerProgram), label: t.becomePartner },
      secondary: { to: to(paths.contact), label: t["cta.secondary"] },
    },
    impact: impactText(t, language),
  };
}

export type HomeContent = ReturnType<typeof homeContent>;

function impactText(t: Texts<"home">, language: Language) {
  return {
    heading: t["impact.heading"],
    intro: t["impact.intro"],
    loading: t["impact.loading"],
    live: t["impact.live"],
    failed: t["impact.failed"],
    howWeMeasure: t["impact.howWeMeasure"],
    /** The methodology, in the page's language. */
    howWeMeasureTo: linkIn(HOW_WE_MEASURE_PATH, language),
    figures: {
      businessesServed: t["impact.businessesServed"],
      kiosksInstalled: t["impact.kiosksInstalled"],
      buttsCollected: t["impact.buttsCollected"],
      buttsCollectedKg: t["impact.buttsCollectedKg"],
      waterProtectedLitres: t["impact.waterProtectedLitres"],
    },
    /** Read by screen readers in place of the loading bars. */
    loadingValue: t["impact.loadingValue"],
    unavailableValue: t["impact.unavailableValue"],
  };
}

export type ImpactText = ReturnType<typeof impactText>;

/** The English page (tests, and pages that quote it). */
export const HOME_CONTENT = homeContent(en, "en");
export const IMPACT_TEXT = HOME_CONTENT.impact;
