import { BRAND } from "@filtercycle/contract/brand";
import { CONTACT_TEXT, PAGE_CONTENT } from "../constants";
import { PublicPage } from "./public-page";

const linkClass =
  "rounded-sm font-medium text-forest hover:text-leaf hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf";

export function ContactPage() {
  return (
    <PublicPage content={PAGE_CONTENT.contact}>
      <dl className="grid gap-6 md:grid-cols-3">
        <div className="rounded-2xl border border-forest/10 bg-white p-6 shadow-sm">
          <dt className="text-sm font-semibold tracking-wider text-leaf uppercase">
            {CONTACT_TEXT.phoneLabel}
          </dt>
          <dd className="mt-2">
            <a href={`tel:${BRAND.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              {BRAND.phone}
            </a>
          </dd>
        </div>
        <div className="rounded-2xl border border-forest/10 bg-white p-6 shadow-sm">
          <dt className="text-sm font-semibold tracking-wider text-leaf uppercase">
            {CONTACT_TEXT.emailLabel}
          </dt>
          <dd className="mt-2 break-all">
            <a href={`mailto:${BRAND.email}`} className={linkClass}>
              {BRAND.email}
            </a>
          </dd>
        </div>
        <div className="rounded-2xl border border-forest/10 bg-white p-6 shadow-sm">
          <dt className="text-sm font-semibold tracking-wider text-leaf uppercase">
            {CONTACT_TEXT.addressLabel}
          </dt>
          <dd className="mt-2 text-ink/80">
            <address className="not-italic">{BRAND.postalAddress}</address>
          </dd>
        </div>
      </dl>
    </PublicPage>
  );
}
