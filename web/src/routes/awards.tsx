import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { AwardsPage } from "../features/public-pages/components/awards-page";
import { awardsPageContent } from "../features/public-pages/content/awards";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/awards";

/** Runs when /awards, /gu/awards and /hi/awards are prerendered: each gets its language's words. */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: awardsPageContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.awards,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function AwardsRoute({ loaderData }: Route.ComponentProps) {
  return <AwardsPage content={loaderData.content} />;
}
