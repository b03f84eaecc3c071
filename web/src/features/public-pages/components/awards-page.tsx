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
import { FactListBand } from "./fact-list-band";
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
      <FactListBand list={RECOGNITION_RECEIVED} id="received-heading" />
      <CtaBand content={AWARDS_CTA} />
    </PublicPage>
  );
}
