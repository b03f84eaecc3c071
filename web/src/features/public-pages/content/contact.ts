import { BRAND } from "@filtercycle/contract/brand";
import type { Language } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { contact as en } from "@filtercycle/contract/messages/en/contact";
import { site as enSite } from "@filtercycle/contract/messages/en/site";
import { fill } from "@filtercycle/contract/messages/fill";
import type { PageHead } from "../types";
import { formTexts } from "./forms";

/** The contact page in a language, from the catalogue's `contact` area (its route's loader). */
export function contactContent(t: Texts<"contact">, site: Pick<Texts<"site">, "footer.tagline">) {
  const head: PageHead = {
    title: t.title,
    description: fill(t.description, { phone: BRAND.phone, email: BRAND.email }),
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: fill(t.intro, { tagline: site["footer.tagline"] }),
  };
  return {
    head,
    text: {
      detailsHeading: t.detailsHeading,
      tipsHeading: t.tipsHeading,
      tips: [t.tip1, t.tip2, t.tip3],
      phoneLabel: t.phoneLabel,
      emailLabel: t.emailLabel,
      addressLabel: t.addressLabel,
      formHeading: t.formHeading,
      formIntro: t.formIntro,
    },
    form: {
      name: t["form.name"],
      email: t["form.email"],
      phone: t["form.phone"],
      message: t["form.message"],
      messageHint: t["form.messageHint"],
      successHeading: t["form.successHeading"],
      successText: t["form.successText"],
      sendAnother: t["form.sendAnother"],
    },
  };
}

export type ContactContent = ReturnType<typeof contactContent>;

/** Everything the contact page shows in `language`, the forms' shared words included. */
export function contactPageContent(language: Language) {
  return {
    ...contactContent(textsOf(language, "contact"), textsOf(language, "site")),
    formText: formTexts(textsOf(language, "forms")),
  };
}

export type ContactPageContent = ReturnType<typeof contactPageContent>;

const english = contactContent(en, enSite);
/** The English page (tests). */
export const CONTACT_HEAD = english.head;
export const CONTACT_TEXT = english.text;
export const CONTACT_FORM_TEXT = english.form;
