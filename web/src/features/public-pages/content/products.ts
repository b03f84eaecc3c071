import { type Language, linkIn } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { products as en } from "@filtercycle/contract/messages/en/products";
import { paths } from "#web/config/paths";
import type { CtaBandContent, PageHead, Section } from "../types";

/** The range, in order; each names its illustration in assets/product-*.svg. */
const ITEMS = ["cushion", "coaster", "desk", "panel"] as const;

/**
 * The Eco-Art page in a language, from the catalogue's `products` area: built by the route's
 * loader when the page is prerendered (issue 29).
 */
export function productsContent(t: Texts<"products">, language: Language) {
  const to = (path: string) => linkIn(path, language);
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  const process: Section = { heading: t["process.heading"], paragraphs: [t["process.p1"]] };
  const range = {
    heading: t["range.heading"],
    items: ITEMS.map((art) => ({
      art,
      name: t[`${art}.name`],
      text: t[`${art}.text`],
      alt: t[`${art}.alt`],
    })),
  };
  const ordering: Section = { heading: t["ordering.heading"], paragraphs: [t["ordering.p1"]] };
  const cta: CtaBandContent = {
    heading: t["cta.heading"],
    text: t["cta.text"],
    primary: { to: to(paths.contact), label: t["cta.primary"] },
    secondary: { to: to(paths.partnerProgram), label: t["cta.secondary"] },
  };
  return { head, process, range, ordering, cta };
}

export type ProductsContent = ReturnType<typeof productsContent>;

/** The Eco-Art page in `language` (the route's loader). */
export const productsPageContent = (language: Language) =>
  productsContent(textsOf(language, "products"), language);

/** The English page (tests). */
export const PRODUCTS_CONTENT = productsContent(en, "en");
