import { BRAND, linkedSocialNetworks } from "@filtercycle/contract/brand";
import { Link } from "react-router";
import { Logo } from "#web/components/logo";
import { FOOTER_LINKS, FOOTER_TEXT } from "../constants";

/** "+91 79 4000 0000" → "tel:+917940000000". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const footerLink =
  "rounded-sm text-white/80 hover:text-white hover:underline focus-ring focus-visible:outline-white";

export function SiteFooter() {
  const social = linkedSocialNetworks();
  return (
    <footer className="mt-auto bg-forest text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm text-white/75">{BRAND.oneLiner}</p>
          <p className="mt-6 text-lg font-semibold text-white">{BRAND.tagline}</p>
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
            {FOOTER_LINKS.map((link) => (
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
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-white/60 sm:px-6">
          {`© ${BRAND.copyrightYear} ${BRAND.name}. ${FOOTER_TEXT.rightsReserved}`}
        </p>
      </div>
    </footer>
  );
}
