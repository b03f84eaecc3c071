import type { ServicePageContent } from "../content/service-pages";
import { Band, Bullets, PointGrid, SectionHeading } from "./blocks";
import { CtaBand } from "./cta-band";
import { FaqList } from "./faq-list";
import { PublicPage } from "./public-page";

/** The layout shared by /service-1, /service-2 and /service-3. */
export function ServicePage({ content, art }: { content: ServicePageContent; art: string }) {
  return (
    <PublicPage
      head={content.head}
      art={{ src: art, alt: content.artAlt, width: 480, height: 400 }}
    >
      <Band labelledBy="offer-heading">
        <SectionHeading id="offer-heading">{content.offerHeading}</SectionHeading>
        <PointGrid points={content.offer} columns={2} />
      </Band>
      <Band tone="white" labelledBy="steps-heading">
        <SectionHeading id="steps-heading">{content.stepsHeading}</SectionHeading>
        <PointGrid points={content.steps} numbered />
      </Band>
      <Band labelledBy="for-whom-heading">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <SectionHeading id="for-whom-heading">{content.forWhomHeading}</SectionHeading>
            <Bullets items={content.forWhom} />
          </div>
          <div>
            <SectionHeading>{content.faqHeading}</SectionHeading>
            <FaqList items={content.faq} />
          </div>
        </div>
      </Band>
      <CtaBand content={content.cta} />
    </PublicPage>
  );
}
