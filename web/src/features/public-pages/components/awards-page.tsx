import {
  AWARD_CATEGORIES,
  AWARD_CRITERIA,
  AWARDS_CTA,
  AWARDS_HEAD,
  AWARDS_PROGRAMME,
  RECOGNITION_RECEIVED,
} from "../content/awards";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { Placeholder } from "./placeholder";
import { PublicPage } from "./public-page";

export function AwardsPage() {
  return (
    <PublicPage head={AWARDS_HEAD}>
      <TextSection section={AWARDS_PROGRAMME} />
      <Band tone="white" labelledBy="categories-heading">
        <SectionHeading id="categories-heading">{AWARD_CATEGORIES.heading}</SectionHeading>
        <PointGrid points={AWARD_CATEGORIES.points} />
      </Band>
      <TextSection section={AWARD_CRITERIA} />
      <Band tone="white" labelledBy="received-heading">
        <SectionHeading id="received-heading">{RECOGNITION_RECEIVED.heading}</SectionHeading>
        <Placeholder>{RECOGNITION_RECEIVED.paragraphs?.[0]}</Placeholder>
      </Band>
      <CtaBand content={AWARDS_CTA} />
    </PublicPage>
  );
}
