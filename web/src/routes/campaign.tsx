import { PublicPage } from "../features/public-pages/components/public-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/campaign";

const content = PAGE_CONTENT.campaign;

export const meta: Route.MetaFunction = () => pageMeta(content.title, content.description);

export default function CampaignRoute() {
  return <PublicPage content={content} />;
}
