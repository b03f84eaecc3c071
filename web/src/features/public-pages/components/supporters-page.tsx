import {
  BECOME_SUPPORTER,
  SUPPORTER_KINDS,
  SUPPORTER_LIST,
  SUPPORTERS_CTA,
  SUPPORTERS_HEAD,
} from "../content/our-supporter";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { FactListBand } from "./fact-list-band";
import { PublicPage } from "./public-page";

export function SupportersPage() {
  return (
    <PublicPage head={SUPPORTERS_HEAD}>
      <Band labelledBy="kinds-heading">
        <SectionHeading id="kinds-heading">{SUPPORTER_KINDS.heading}</SectionHeading>
        <PointGrid points={SUPPORTER_KINDS.points} columns={3} />
      </Band>
      <FactListBand list={SUPPORTER_LIST} id="list-heading" />
      <TextSection section={BECOME_SUPPORTER} />
      <CtaBand content={SUPPORTERS_CTA} />
    </PublicPage>
  );
}
