import type { CampaignContent } from "../content/campaign";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { PublicPage } from "./public-page";

/** The campaign page in the language of `content` (its route's loader builds it). */
export function CampaignPage({ content }: { content: CampaignContent }) {
  return (
    <PublicPage head={content.head}>
      <TextSection section={content.why} />
      <Band tone="white" labelledBy="activities-heading">
        <SectionHeading id="activities-heading">{content.activities.heading}</SectionHeading>
        <PointGrid points={content.activities.points} />
      </Band>
      <Band labelledBy="pledge-heading">
        <SectionHeading id="pledge-heading">{content.pledge.heading}</SectionHeading>
        <ol className="mt-6 max-w-3xl space-y-3 rounded-2xl border-l-4 border-leaf bg-white p-6 text-lg leading-8 text-forest">
          {content.pledge.bullets?.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </Band>
      <TextSection section={content.counted} tone="white" />
      <CtaBand content={content.cta} />
    </PublicPage>
  );
}
