import { DEFAULT_LANGUAGE, type Language, linkIn } from "./languages.ts";
import { site as enSite } from "./messages/en/site.ts";
import type { SiteTexts } from "./messages/site.ts";

/**
 * The public site's top and footer links (SPEC.md §2 "Navigation"), in order: the React header
 * and footer and the pages the API renders itself (/verify) draw the same links from here. Their
 * words are in the catalogues' `site` area (./messages), one per language.
 */
const NAV = [
  { to: "/", key: "nav.home" },
  { to: "/services", key: "nav.services" },
  { to: "/products", key: "nav.ecoArt" },
  { to: "/partner-program", key: "nav.partnerProgram" },
  { to: "/campaign", key: "nav.campaign" },
  { to: "/contact", key: "nav.contact" },
] as const satisfies readonly { to: string; key: keyof SiteTexts }[];

const FOOTER = [
  { to: "/aboutus", key: "footer.aboutUs" },
  { to: "/our-supporter", key: "footer.ourSupporters" },
  { to: "/awards", key: "footer.awards" },
  { to: "/blog", key: "footer.blog" },
  { to: "/reference-and-support", key: "footer.referenceAndSupport" },
  { to: "/privacy-policy", key: "footer.privacyPolicy" },
  { to: "/term-and-condition", key: "footer.terms" },
] as const satisfies readonly { to: string; key: keyof SiteTexts }[];

export type SiteLink = { to: string; label: string };

const linksIn = (
  links: readonly { to: string; key: keyof SiteTexts }[],
  language: Language,
  texts: SiteTexts,
): SiteLink[] => links.map(({ to, key }) => ({ to: linkIn(to, language), label: texts[key] }));

/**
 * The top links on a page in `language`, in its words `texts` (the catalogue's `site` area of
 * that language), to the page in that language where it is translated.
 */
export function siteNavLinks(language: Language, texts: SiteTexts): SiteLink[] {
  return linksIn(NAV, language, texts);
}

/** Secondary links in the footer (the top links are not repeated there). */
export function siteFooterLinks(language: Language, texts: SiteTexts): SiteLink[] {
  return linksIn(FOOTER, language, texts);
}

export function siteFooterText(texts: SiteTexts) {
  return {
    contactHeading: texts["footer.contactHeading"],
    companyHeading: texts["footer.companyHeading"],
    socialHeading: texts["footer.socialHeading"],
    rightsReserved: texts["footer.rightsReserved"],
  };
}

/** The English links and words (the API's /verify page; the English site). */
export const SITE_NAV_LINKS = siteNavLinks(DEFAULT_LANGUAGE, enSite);
export const SITE_FOOTER_LINKS = siteFooterLinks(DEFAULT_LANGUAGE, enSite);
export const SITE_FOOTER_TEXT = siteFooterText(enSite);
