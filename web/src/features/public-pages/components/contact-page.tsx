import { BRAND } from "@filtercycle/contract/brand";
import type { ContactPageContent } from "../content/contact";
import { Bullets, textLink } from "./blocks";
import { ContactForm } from "./contact-form";
import { FormTextContext } from "./form-text";
import { PublicPage } from "./public-page";

/** "+91 79 4000 0000" → "tel:+917940000000". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The contact page in the language of `content` (its route's loader builds it). */
export function ContactPage({ content }: { content: ContactPageContent }) {
  const CONTACT_TEXT = content.text;
  return (
    <PublicPage head={content.head}>
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-2xl font-bold tracking-tight text-forest">
            {CONTACT_TEXT.detailsHeading}
          </h2>
          <dl className="mt-6 space-y-6">
            <div>
              <dt className="text-sm font-semibold tracking-wider text-leaf uppercase">
                {CONTACT_TEXT.phoneLabel}
              </dt>
              <dd className="mt-1">
                <a href={telHref(BRAND.phone)} className={textLink}>
                  {BRAND.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wider text-leaf uppercase">
                {CONTACT_TEXT.emailLabel}
              </dt>
              <dd className="mt-1 break-all">
                <a href={`mailto:${BRAND.email}`} className={textLink}>
                  {BRAND.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wider text-leaf uppercase">
                {CONTACT_TEXT.addressLabel}
              </dt>
              <dd className="mt-1 text-ink/80">
                <address className="not-italic">{BRAND.postalAddress}</address>
              </dd>
            </div>
          </dl>
          <h3 className="mt-10 text-lg font-semibold text-forest">{CONTACT_TEXT.tipsHeading}</h3>
          <Bullets items={CONTACT_TEXT.tips} />
        </section>
        <FormTextContext value={content.formText}>
          <ContactForm text={content.text} form={content.form} />
        </FormTextContext>
      </div>
    </PublicPage>
  );
}
