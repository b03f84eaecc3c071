import { buttonClass } from "#web/components/ui/button";
import kioskArt from "../assets/kiosk.svg";
import {
  PARTNER_ART_ALT,
  PARTNER_BENEFITS,
  PARTNER_ELIGIBILITY,
  PARTNER_FORM_TEXT,
  PARTNER_HEAD,
  PARTNER_STEPS,
} from "../content/partner-program";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { PartnerEarnings } from "./partner-earnings";
import { PartnerForm } from "./partner-form";
import { PublicPage } from "./public-page";

export function PartnerProgramPage() {
  return (
    <PublicPage
      head={PARTNER_HEAD}
      art={{ src: kioskArt, alt: PARTNER_ART_ALT, width: 480, height: 400 }}
      actions={
        <a href="#apply" className={buttonClass()}>
          {PARTNER_FORM_TEXT.heading}
        </a>
      }
    >
      <Band labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading">{PARTNER_BENEFITS.heading}</SectionHeading>
        <PointGrid points={PARTNER_BENEFITS.points} />
        <PartnerEarnings />
      </Band>
      <Band tone="white" labelledBy="join-heading">
        <SectionHeading id="join-heading">{PARTNER_STEPS.heading}</SectionHeading>
        <PointGrid points={PARTNER_STEPS.points} numbered />
      </Band>
      <TextSection section={PARTNER_ELIGIBILITY} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <PartnerForm />
      </div>
    </PublicPage>
  );
}
