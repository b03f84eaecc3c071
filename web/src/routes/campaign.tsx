import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { CampaignPage } from "../features/public-pages/components/campaign-page";
import { campaignPageContent } from "../features/public-pages/content/campaign";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/campaign";

/** Runs when /campaign, /gu/campaign and /hi/campaign are prerendered: each gets its language's words. */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: campaignPageContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.campaign,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function CampaignRoute({ loaderData }: Route.ComponentProps) {
  return <CampaignPage content={loaderData.content} />;
}
