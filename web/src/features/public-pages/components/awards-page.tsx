import type { AwardsContent } from "../content/awards";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { FactListBand } from "./fact-list-band";
import { PublicPage } from "./public-page";

/** The awards page in the language of `content` (its route's loader builds it). */
export function AwardsPage({ content }: { content: AwardsContent }) {
  return (
    <PublicPage head={content.head}>
      <TextSection section={content.programme} />
      <Band tone="white" labelledBy="categories-heading">
        <SectionHeading id="categories-heading">{content.categories.heading}</SectionHeading>
        <PointGrid points={content.categories.points} />
      </Band>
      <TextSection section={content.criteria} />
      <FactListBand list={content.received} id="received-heading" />
      <CtaBand content={content.cta} />
    </PublicPage>
  );
}
