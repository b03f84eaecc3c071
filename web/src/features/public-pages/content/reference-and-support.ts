import { BRAND } from "@filtercycle/contract/brand";
import type { FaqItem, PageHead } from "../types";

export const SUPPORT_HEAD: PageHead = {
  title: "Reference and support",
  description:
    "Answers for Filtercycle partners and visitors: kiosks, collections, benefit payouts, the dashboard, and how the eight impact figures are measured, with their sources.",
  eyebrow: "Support",
  heading: "Reference and support",
  intro:
    "Answers to the questions partners ask most, help with the dashboard, and exactly how we measure the impact figures you see.",
};

export const FAQ_HEADING = "Frequently asked questions";

export const SUPPORT_CONTACT = {
  heading: "Need a hand?",
  text: `Call ${BRAND.phone} or write to ${BRAND.email}. Partners: please give your customer number (shown on your reports) so we can find your account quickly.`,
} as const;

export const FAQ_GROUPS: readonly { heading: string; items: readonly FaqItem[] }[] = [
  {
    heading: "Kiosks and collections",
    items: [
      {
        question: "What can go into a kiosk?",
        answer:
          "Only extinguished cigarette butts (and bidi ends). Please keep out matches, wrappers, chewing gum and liquids: they make recycling harder.",
      },
      {
        question: "The kiosk is full before collection day. What should we do?",
        answer: `Call or message us on ${BRAND.phone}; we will come early and, if it keeps happening, collect more often.`,
      },
      {
        question: "The kiosk is damaged or missing.",
        answer:
          "Tell us within three days. We repair or replace it at our cost unless it was damaged on purpose.",
      },
      {
        question: "Can we move the kiosk?",
        answer:
          "Please do not move it yourself: it is fixed for safety. Tell us where it should go and we will move it on the next collection.",
      },
    ],
  },
  {
    heading: "Benefit and payouts",
    items: [
      {
        question: "How is our benefit calculated?",
        answer:
          "Each collection's weight in kilograms times the rate per kilogram in your partner agreement. It is credited as soon as the collection is recorded.",
      },
      {
        question: "How do we get paid?",
        answer:
          'Use the Redeem link on your dashboard to request a payout. We pay by bank transfer to your business account; payouts then appear as "Benefit Amount Redeemed".',
      },
      {
        question: "A collection on our dashboard looks wrong.",
        answer:
          "Tell us within 30 days. We check the weighing record and correct any mistake; a correction appears as an adjustment.",
      },
    ],
  },
  {
    heading: "The dashboard",
    items: [
      {
        question: "How do we log in?",
        answer:
          'With the e-mail address we invited and the password you chose. Forgot it? Use "Forgot password" on the login page: a reset link arrives by e-mail and works for one hour.',
      },
      {
        question: "Can several people at our business log in?",
        answer: "Yes. Ask us for a login for each person; each gets their own invitation.",
      },
      {
        question: "How do we download a report or the certificate?",
        answer:
          'On the Green Impact tab, choose a start and an end date and press the report button; "Download Green Certificate" at the top gives a certificate of your till-date figures.',
      },
      {
        question: "Where do the photos and videos come from?",
        answer:
          "Our team uploads pictures of installations, collections and awareness sessions at your premises; they appear on the Videos tab.",
      },
    ],
  },
];

/** The eight figures of the dashboard's Green Impact tab, as SPEC.md names them. */
export const METHODOLOGY = {
  id: "how-we-measure-impact",
  heading: "How we measure impact",
  intro:
    "The dashboard shows eight figures. Four are records: they come straight from what our team weighs, installs and counts. Three are estimates derived from those records with published conversion factors. One is the number of people our awareness work has reached.",
  kinds: { recorded: "Record", derived: "Estimate" },
  figureColumn: "Figure",
  howColumn: "How it is measured",
  kindColumn: "Kind",
  figures: [
    {
      name: "Kiosks Installed",
      kind: "recorded",
      how: "The kiosks in place at your premises today: installed and not yet removed.",
    },
    {
      name: "No of Smokers",
      kind: "recorded",
      how: "The number of people who smoke at your premises on a normal day, estimated with you at the site visit and updated by our team.",
    },
    {
      name: "Cigarette butts Collected in No.",
      kind: "recorded",
      how: "The sum of all collections. Each collection's count is worked out from its weight and a hand-counted sample of the same load.",
    },
    {
      name: "Cigarette butts Collected in Kg",
      kind: "recorded",
      how: "The sum of every collection's weight, weighed on a calibrated scale when the container reaches our unit.",
    },
    {
      name: "Toxic waste recycled in kg",
      kind: "derived",
      factor: "toxicWasteKgPerButtKg",
    },
    {
      name: "Microplastic recycled in kg",
      kind: "derived",
      factor: "microplasticKgPerButtKg",
    },
    {
      name: "Water resources protected in litres",
      kind: "derived",
      factor: "waterLitresPerButt",
    },
    {
      name: "Awareness created (no of people)",
      kind: "recorded",
      how: "The people reached by the sessions, stalls and drives we ran with you, as counted at each one.",
    },
  ],
  factorsHeading: "The conversion factors and their sources",
  factorsIntro:
    "The estimates multiply your recorded collections by these factors. The values below are the defaults every new dashboard starts with; when better evidence is published our team can revise a factor, and dashboards then use the revised value.",
  factorLabel: "Factor",
  formulaLabel: "Formula",
  sourceLabel: "Source",
  rangeLabel: "Published range",
  versionsHeading: "Method versions",
  versionsIntro:
    "Each set of factors is a method version, in force from its first day until the next one starts. A figure for a period uses, for each collection, the version in force on the day it was collected; dashboards, reports and certificates name the versions they used.",
  caveat:
    "Estimates are estimates: they describe what the collected butts would typically have done in the environment, not a measurement made at your site. When you quote them, please say so.",
} as const;
