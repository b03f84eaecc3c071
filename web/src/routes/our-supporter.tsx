import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { SupportersPage } from "../features/public-pages/components/supporters-page";
import { supportersPageContent } from "../features/public-pages/content/our-supporter";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/our-supporter";

/** Runs when /our-supporter, /gu/our-supporter and /hi/our-supporter are prerendered: each gets its language's words. */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: supportersPageContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.ourSupporter,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function OurSupporterRoute({ loaderData }: Route.ComponentProps) {
  return <SupportersPage content={loaderData.content} />;
}
