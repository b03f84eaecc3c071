import { BRAND, linkedSocialNetworks } from "@filtercycle/contract/brand";
import type { Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { siteFooterLinks, siteFooterText, siteNavLinks } from "@filtercycle/contract/site-links";
import { html, languageLinkItems, SafeHtml } from "./server-page.ts";

/**
 * The public site's header and footer for the pages the API renders itself (/verify): the same
 * links, words and colours as the React header and footer (contract `site-links.ts`, `brand.ts`),
 * with no script. On a phone the links fold into a "Menu" that opens without JavaScript (a
 * checkbox and its label); from 768 px they are a row, as on the site. In the page's language
 * (issue 29), its links to the pages in that language.
 */

export const SITE_FRAME_STYLE = `
.site-header{position:sticky;top:0;z-index:40;background:#f6f5eef2;border-bottom:1px solid #0b3d2c1a}
.site-header .bar{max-width:72rem;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center;gap:.75rem;flex-wrap:wrap}
.site-header .home{display:inline-flex;align-items:center;gap:.5rem;margin-right:auto;color:#0b3d2c;font-weight:700;font-size:1.125rem;text-decoration:none}
.site-header .login{order:2;border-radius:999px;background:#0b3d2c;color:#fff;font-size:.875rem;font-weight:600;padding:.5rem 1rem;text-decoration:none}
.site-header .toggle{position:absolute;opacity:0;width:1px;height:1px}
.site-header label{order:4;margin-left:auto;cursor:pointer;border:1px solid #0b3d2c33;border-radius:.375rem;padding:.45rem .75rem;font-size:.875rem;font-weight:500;color:#0b3d2c}
.site-header .toggle:focus-visible+label{outline:2px solid #2e7d32;outline-offset:2px}
.site-header nav{display:none;order:4;flex-basis:100%}
.site-header .toggle:checked~nav{display:block}
.site-header nav ul{list-style:none;margin:0;padding:.25rem 0 0;display:flex;flex-direction:column;gap:.25rem}
.site-header nav a{display:block;border-radius:.375rem;padding:.5rem .75rem;color:#1c2a24cc;text-decoration:none;font-weight:500}
.site-header nav a:hover{background:#0b3d2c0d;color:#0b3d2c}
.site-header .languages{order:3;flex-basis:auto;display:flex;gap:.75rem;list-style:none;margin:0;padding:0;font-size:.875rem}
.site-header .languages a{color:#1b5e20}
.site-header .languages a[aria-current]{font-weight:700;color:#0b3d2c;text-decoration:none}
@media (min-width:768px){
.site-header .bar{flex-wrap:nowrap}
.site-header label{display:none}
.site-header nav{display:block;order:0;flex-basis:auto;margin-right:auto}
.site-header .home{margin-right:1rem}
.site-header .languages{order:1}
.site-header nav ul{flex-direction:row;padding:0}
.site-header nav a{font-size:.875rem}
}
.site-footer{background:#0b3d2c;color:#fff;margin-top:3rem}
.site-footer .cols{max-width:72rem;margin:0 auto;padding:3rem 1rem;display:grid;gap:2.5rem}
@media (min-width:768px){.site-footer .cols{grid-template-columns:1.4fr 1fr 1fr}}
.site-footer h2{font-size:.875rem;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#ffffff99;margin:0}
.site-footer ul{list-style:none;margin:1rem 0 0;padding:0;font-size:.875rem}
.site-footer li{margin:.5rem 0}
.site-footer a{color:#ffffffcc;text-decoration:none;overflow-wrap:anywhere}
.site-footer a:hover{color:#fff;text-decoration:underline}
.site-footer p,.site-footer address{font-size:.875rem;color:#ffffffbf;font-style:normal}
.site-footer .brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.125rem;color:#fff}
.site-footer .tagline{font-size:1.125rem;font-weight:600;color:#fff}
.site-footer .rights{border-top:1px solid #ffffff1a}
.site-footer .rights p{max-width:72rem;margin:0 auto;padding:1.25rem 1rem;font-size:.75rem;color:#ffffff99}
`;

const MARK = new SafeHtml(
  `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#0b3d2c"/><path d="M16 5c6.5 2.2 9.6 7.2 8.6 13.6-4.9.3-8.7-1.5-10.6-5.4C12.6 10.3 13.3 7.5 16 5Z" fill="#5bb450"/><path d="M16.5 9.5c1 3.8 2.8 6.7 6 9" stroke="#0b3d2c" stroke-width="1.4" stroke-linecap="round" fill="none"/><rect x="9" y="20" width="14" height="7" rx="1.5" fill="#f6f5ee"/><path d="M13 20v7M17 20v7" stroke="#d9c9a3" stroke-width="1.2"/></svg>`,
);

/** "+91 79 4000 0000" → "tel:+917940000000" (as the React footer). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The header in `language`; with `languageLinks`, the page's address in each language
 * (`?lang=`), the current one marked.
 */
export function siteHeader(
  language: Language = "en",
  languageLinks?: (language: Language) => string,
): SafeHtml {
  const texts = textsOf(language, "site");
  const languages = languageLinks
    ? html`<ul class="languages" aria-label="${texts["languages.label"]}">${languageLinkItems(language, languageLinks)}</ul>`
    : "";
  return html`<header class="site-header"><div class="bar">
<a class="home" href="/" aria-label="${texts["header.homeLinkLabel"]}">${MARK}<span>${BRAND.name}</span></a>
${languages}<a class="login" href="/login">${texts["header.login"]}</a>
<input type="checkbox" id="site-menu" class="toggle"><label for="site-menu">${texts["header.menu"]}</label>
<nav aria-label="${texts["header.navLabel"]}"><ul>${siteNavLinks(language, texts).map(
    (link) => html`<li><a href="${link.to}">${link.label}</a></li>`,
  )}</ul></nav>
</div></header>`;
}

export function siteFooter(language: Language = "en"): SafeHtml {
  const texts = textsOf(language, "site");
  const words = siteFooterText(texts);
  const social = linkedSocialNetworks();
  return html`<footer class="site-footer"><div class="cols">
<div><span class="brand">${MARK}${BRAND.name}</span><p>${texts["footer.oneLiner"]}</p><p class="tagline">${texts["footer.tagline"]}</p></div>
<div><h2>${words.contactHeading}</h2><ul><li><a href="${telHref(BRAND.phone)}">${BRAND.phone}</a></li><li><a href="mailto:${BRAND.email}">${BRAND.email}</a></li></ul><address>${BRAND.postalAddress}</address>${
    social.length > 0
      ? html`<h2>${words.socialHeading}</h2><ul>${social.map(
          (item) => html`<li><a href="${item.href}">${item.label}</a></li>`,
        )}</ul>`
      : ""
  }</div>
<div><h2>${words.companyHeading}</h2><ul>${siteFooterLinks(language, texts).map(
    (link) => html`<li><a href="${link.to}">${link.label}</a></li>`,
  )}</ul></div>
</div><div class="rights"><p>© ${BRAND.copyrightYear} ${BRAND.name}. ${words.rightsReserved}</p></div></footer>`;
}
