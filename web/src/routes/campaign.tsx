import { paths } from "../config/paths";
import { CampaignPage } from "../features/public-pages/components/campaign-page";
import { CAMPAIGN_HEAD } from "../features/public-pages/content/campaign";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/campaign";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: CAMPAIGN_HEAD.title,
    description: CAMPAIGN_HEAD.description,
    path: paths.campaign,
  });

export default function CampaignRoute() {
  return <CampaignPage />;
}
