import type { SupportersContent } from "../content/our-supporter";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { FactListBand } from "./fact-list-band";
import { PublicPage } from "./public-page";

/** The supporters page in the language of `content` (its route's loader builds it). */
export function SupportersPage({ content }: { content: SupportersContent }) {
  return (
    <PublicPage head={content.head}>
      <Band labelledBy="kinds-heading">
        <SectionHeading id="kinds-heading">{content.kinds.heading}</SectionHeading>
        <PointGrid points={content.kinds.points} columns={3} />
      </Band>
      <FactListBand list={content.list} id="list-heading" />
      <TextSection section={content.become} />
      <CtaBand content={content.cta} />
    </PublicPage>
  );
}
