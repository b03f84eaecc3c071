import {
  CAMPAIGN_ACTIVITIES,
  CAMPAIGN_COUNTED,
  CAMPAIGN_CTA,
  CAMPAIGN_HEAD,
  CAMPAIGN_PLEDGE,
  CAMPAIGN_WHY,
} from "../content/campaign";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { PublicPage } from "./public-page";

export function CampaignPage() {
  return (
    <PublicPage head={CAMPAIGN_HEAD}>
      <TextSection section={CAMPAIGN_WHY} />
      <Band tone="white" labelledBy="activities-heading">
        <SectionHeading id="activities-heading">{CAMPAIGN_ACTIVITIES.heading}</SectionHeading>
        <PointGrid points={CAMPAIGN_ACTIVITIES.points} />
      </Band>
      <Band labelledBy="pledge-heading">
        <SectionHeading id="pledge-heading">{CAMPAIGN_PLEDGE.heading}</SectionHeading>
        <ol className="mt-6 max-w-3xl space-y-3 rounded-2xl border-l-4 border-leaf bg-white p-6 text-lg leading-8 text-forest">
          {CAMPAIGN_PLEDGE.bullets?.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </Band>
      <TextSection section={CAMPAIGN_COUNTED} tone="white" />
      <CtaBand content={CAMPAIGN_CTA} />
    </PublicPage>
  );
}
