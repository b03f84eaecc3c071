import { BRAND, linkedSocialNetworks } from "@filtercycle/contract/brand";
import { siteFooterLinks, siteFooterText } from "@filtercycle/contract/site-links";
import { Link, useLocation } from "react-router";
import { Logo } from "#web/components/logo";
import { useFrameLanguage, useSiteTexts } from "#web/lib/site-texts";
import { LanguageSwitcher, offersLanguages } from "./language-switcher";

/** "+91 79 4000 0000" → "tel:+917940000000". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const footerLink =
  "rounded-sm text-white/80 hover:text-white hover:underline focus-ring focus-visible:outline-white";

/** `neutral`: in the SPA fallback (built for "/", shown for any client-only path): English. */
export function SiteFooter({ neutral = false }: { neutral?: boolean }) {
  const { pathname } = useLocation();
  const language = useFrameLanguage(neutral);
  const texts = useSiteTexts();
  const FOOTER_TEXT = siteFooterText(texts);
  // English keeps the brand's own words (a deployer changes them in brand.ts).
  const brandWords =
    language === "en"
      ? { oneLiner: BRAND.oneLiner, tagline: BRAND.tagline }
      : {
          oneLiner: texts["footer.oneLiner"],
          tagline: texts["footer.tagline"],
        };
  const social = linkedSocialNetworks();
  return (
    <footer className="mt-auto bg-forest text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm text-white/75">{brandWords.oneLiner}</p>
          <p className="mt-6 text-lg font-semibold text-white">{brandWords.tagline}</p>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white/60 uppercase">
            {FOOTER_TEXT.contactHeading}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={telHref(BRAND.phone)} className={footerLink}>
                {BRAND.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${BRAND.email}`} className={`${footerLink} break-all`}>
                {BRAND.email}
              </a>
            </li>
          </ul>
          <address className="mt-4 text-sm text-white/80 not-italic">{BRAND.postalAddress}</address>
          {social.length > 0 ? (
            <>
              <h2 className="mt-6 text-sm font-semibold tracking-wider text-white/60 uppercase">
                {FOOTER_TEXT.socialHeading}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {social.map((item) => (
                  <li key={item.label}>
                    <a href={item.href} className={footerLink}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white/60 uppercase">
            {FOOTER_TEXT.companyHeading}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {siteFooterLinks(language, texts).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 sm:px-6">
          <p className="text-xs text-white/60">
            {`© ${BRAND.copyrightYear} ${BRAND.name}. ${FOOTER_TEXT.rightsReserved}`}
          </p>
          {!neutral && offersLanguages(pathname) ? (
            <LanguageSwitcher pathname={pathname} tone="light" landmark={false} />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
