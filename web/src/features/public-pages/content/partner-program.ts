import { BUSINESS_TYPES } from "@filtercycle/contract/enquiries/enquiry-rules";
import type { Language } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { partner as en } from "@filtercycle/contract/messages/en/partner";
import type { PageHead, Point, Section } from "../types";
import { formTexts } from "./forms";

/**
 * The partner program page in a language, from the catalogue's `partner` area. Built by the
 * route's loader when the page is prerendered (issue 29), so the words travel in the page's
 * HTML and data, not in its JavaScript.
 */
export function partnerContent(t: Texts<"partner">) {
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  const benefits: { heading: string; points: Point[] } = {
    heading: t["benefits.heading"],
    points: ([1, 2, 3, 4] as const).map((n) => ({
      title: t[`benefit${n}.title`],
      text: t[`benefit${n}.text`],
    })),
  };
  const steps: { heading: string; points: Point[] } = {
    heading: t["steps.heading"],
    points: ([1, 2, 3, 4] as const).map((n) => ({
      title: t[`step${n}.title`],
      text: t[`step${n}.text`],
    })),
  };
  const eligibility: Section = {
    heading: t["eligibility.heading"],
    bullets: [t.eligibility1, t.eligibility2, t.eligibility3],
  };
  return {
    head,
    artAlt: t.artAlt,
    benefits,
    steps,
    eligibility,
    form: {
      heading: t["form.heading"],
      intro: t["form.intro"],
      businessName: t["form.businessName"],
      businessType: t["form.businessType"],
      businessTypeChoose: t["form.businessTypeChoose"],
      city: t["form.city"],
      contactName: t["form.contactName"],
      email: t["form.email"],
      phone: t["form.phone"],
      expectedSmokersPerDay: t["form.expectedSmokersPerDay"],
      smokersPerDayHint: t["form.smokersPerDayHint"],
      message: t["form.message"],
      messageHint: t["form.messageHint"],
      successHeading: t["form.successHeading"],
      successText: t["form.successText"],
      sendAnother: t["form.sendAnother"],
      /** The API's values, with their labels in the page's language. */
      businessTypes: BUSINESS_TYPES.map(({ value }) => ({ value, label: t[`type.${value}`] })),
    },
    /** Templates: `{low}`, `{high}`, `{kg}`, `{rate}`, `{perMonth}` are filled after hydration. */
    earnings: {
      range: t["earnings.range"],
      example: t["earnings.example"],
      loading: t["earnings.loading"],
      failed: t["earnings.failed"],
    },
  };
}

export type PartnerContent = ReturnType<typeof partnerContent>;
export type PartnerFormText = PartnerContent["form"];
export type PartnerEarningsText = PartnerContent["earnings"];

/** Everything the partner page shows in `language`, the forms' shared words included. */
export function partnerPageContent(language: Language) {
  return {
    ...partnerContent(textsOf(language, "partner")),
    formText: formTexts(textsOf(language, "forms")),
  };
}

export type PartnerPageContent = ReturnType<typeof partnerPageContent>;

/** The English page (tests). */
export const PARTNER_CONTENT = partnerContent(en);
export const PARTNER_HEAD = PARTNER_CONTENT.head;
export const PARTNER_FORM_TEXT = PARTNER_CONTENT.form;
export const PARTNER_EARNINGS_TEXT = PARTNER_CONTENT.earnings;
