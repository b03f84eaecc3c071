import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import art from "../features/public-pages/assets/corporate.svg";
import { ServicePage } from "../features/public-pages/components/service-page";
import { service3PageContent } from "../features/public-pages/content/service-3";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/service-3";

/** Runs when /service-3, /gu/service-3 and /hi/service-3 are prerendered: each gets its language's words. */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: service3PageContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.service3,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function Service3Route({ loaderData }: Route.ComponentProps) {
  return <ServicePage content={loaderData.content} art={art} />;
}
