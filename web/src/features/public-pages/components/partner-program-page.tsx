import { buttonClass } from "#web/components/ui/button";
import kioskArt from "../assets/kiosk.svg";
import type { PartnerPageContent } from "../content/partner-program";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { FormTextContext } from "./form-text";
import { PartnerEarnings } from "./partner-earnings";
import { PartnerForm } from "./partner-form";
import { PublicPage } from "./public-page";

/** The partner program page in the language of `content` (its route's loader builds it). */
export function PartnerProgramPage({ content }: { content: PartnerPageContent }) {
  return (
    <PublicPage
      head={content.head}
      art={{ src: kioskArt, alt: content.artAlt, width: 480, height: 400 }}
      actions={
        <a href="#apply" className={buttonClass()}>
          {content.form.heading}
        </a>
      }
    >
      <Band labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading">{content.benefits.heading}</SectionHeading>
        <PointGrid points={content.benefits.points} />
        <PartnerEarnings text={content.earnings} />
      </Band>
      <Band tone="white" labelledBy="join-heading">
        <SectionHeading id="join-heading">{content.steps.heading}</SectionHeading>
        <PointGrid points={content.steps.points} numbered />
      </Band>
      <TextSection section={content.eligibility} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <FormTextContext value={content.formText}>
          <PartnerForm text={content.form} />
        </FormTextContext>
      </div>
    </PublicPage>
  );
}
